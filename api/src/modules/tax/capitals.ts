/** The BFS number of each canton's capital: the municipalities of the canton comparison (docs/taxes.md). */
export const CANTON_CAPITALS: Readonly<Record<string, number>> = {
  AG: 4001, // Aarau
  AI: 3101, // Appenzell
  AR: 3001, // Herisau
  BE: 351, // Bern
  BL: 2829, // Liestal
  BS: 2701, // Basel
  FR: 2196, // Fribourg
  GE: 6621, // Genève
  GL: 1632, // Glarus
  GR: 3901, // Chur
  JU: 6711, // Delémont
  LU: 1061, // Luzern
  NE: 6458, // Neuchâtel
  NW: 1509, // Stans
  OW: 1407, // Sarnen
  SG: 3203, // St. Gallen
  SH: 2939, // Schaffhausen
  SO: 2601, // Solothurn
  SZ: 1372, // Schwyz
  TG: 4566, // Frauenfeld
  TI: 5002, // Bellinzona
  UR: 1201, // Altdorf
  VD: 5586, // Lausanne
  VS: 6266, // Sion
  ZG: 1711, // Zug
  ZH: 261, // Zürich
};
