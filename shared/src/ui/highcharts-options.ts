import type { Locale } from '../i18n';

/**
 * What every chart of the portal gives Highcharts globally (`Highcharts.setOptions(highchartsOptions(locale))`), in one
 * place for every remote: the texts Highcharts writes for screen readers and its buttons in the page's language, numbers
 * the Swiss way (1'626'799.57), and dates as the page shows them (01.11.2025, not "2025-11-01 00:00:00").
 * Typed by shape: `shared` does not depend on Highcharts; a chart module passes the result to its own copy.
 * The rules are in docs/charts.md.
 */
export type HighchartsGlobalOptions = {
  lang: Record<string, unknown>;
  accessibility: { point: { dateFormat: string }; screenReaderSection: { axisRangeDateFormat: string } };
  xAxis: { dateTimeLabelFormats: Record<string, { main: string; boundary?: string }> };
};

/** Swiss number separators, the same in the four languages. */
const THOUSANDS = "'";
const DECIMAL = '.';
const DATE = '%d.%m.%Y';

/**
 * One label format per axis: Highcharts otherwise writes the ticks at the start of a larger unit in a format of its own
 * ("2025" among "Feb", "Mar", …). A unit's `boundary` is what the ticks of the next smaller unit at its start show, so it
 * is that smaller unit's format: a month axis writes January as "Jan. 2025" like its other months, a day axis writes the
 * first of a month as a day.
 */
const dateTimeLabelFormats = {
  millisecond: { main: '%H:%M:%S.%L' },
  second: { main: '%H:%M:%S' },
  minute: { main: '%H:%M' },
  hour: { main: '%H:%M', boundary: '%H:%M' },
  day: { main: DATE, boundary: '%H:%M' },
  week: { main: DATE },
  month: { main: '%b %Y', boundary: DATE },
  year: { main: '%Y', boundary: '%b %Y' },
};

/**
 * The data's range on an axis: a time axis gives its dates (formatted with `axisRangeDateFormat`), a value axis its
 * numbers, which Highcharts would write raw ("1202400 to 1626799.57"): they are formatted here with the separators.
 */
const bound = (dated: string, value: string) => `{#if axis.dateTime}{${dated}}{else}{axis.${value}:,f}{/if}`;
const range = (from: string, to: string) => `${from} ${bound('rangeFrom', 'dataMin')} ${to} ${bound('rangeTo', 'dataMax')}`;

type Texts = {
  resetZoom: string;
  loading: string;
  noData: string;
  accessibility: Record<string, unknown>;
};

const texts: Record<Locale, Texts> = {
  de: {
    resetZoom: 'Zoom zurücksetzen',
    loading: 'Wird geladen …',
    noData: 'Keine Daten',
    accessibility: {
      svgContainerLabel: 'Interaktives Diagramm',
      credits: 'Quelle: {creditsStr}',
      screenReaderSection: { endOfChartMarker: 'Ende des interaktiven Diagramms.' },
      legend: {
        legendLabelNoTitle: 'Datenreihen ein- und ausblenden, {chartTitle}',
        legendLabel: 'Legende des Diagramms: {legendTitle}',
        legendItem: '{itemName} zeigen',
      },
      zoom: { mapZoomIn: 'Diagramm vergrössern', mapZoomOut: 'Diagramm verkleinern', resetZoomButton: 'Zoom zurücksetzen' },
      table: { viewAsDataTableButtonText: 'Als Tabelle zeigen, {chartTitle}', tableSummary: 'Das Diagramm als Tabelle.' },
      exporting: { chartMenuLabel: 'Diagramm-Menü', menuButtonLabel: 'Menü des Diagramms öffnen, {chartTitle}' },
      announceNewData: {
        newDataAnnounce: 'Neue Daten im Diagramm {chartTitle}',
        newSeriesAnnounceSingle: 'Neue Datenreihe: {seriesDesc}',
        newPointAnnounceSingle: 'Neuer Datenpunkt: {pointDesc}',
        newSeriesAnnounceMultiple: 'Neue Datenreihe im Diagramm {chartTitle}: {seriesDesc}',
        newPointAnnounceMultiple: 'Neuer Datenpunkt im Diagramm {chartTitle}: {pointDesc}',
      },
      seriesTypeDescriptions: {
        funnel: 'Trichterdiagramme zeigen, wie sich eine Menge von Stufe zu Stufe verringert.',
        pyramid: 'Pyramidendiagramme bestehen aus einer Pyramide, deren Stufen so hoch sind wie ihre Werte.',
        waterfall: 'In einem Wasserfalldiagramm trägt jede Säule zu einem Endwert bei.',
      },
      chartTypes: {
        emptyChart: 'Leeres Diagramm',
        combinationChart: 'Kombiniertes Diagramm mit {numSeries} Datenreihen.',
        defaultSingle: 'Diagramm mit {numPoints} {#eq numPoints 1}Datenpunkt{else}Datenpunkten{/eq}.',
        defaultMultiple: 'Diagramm mit {numSeries} Datenreihen.',
        splineSingle: 'Liniendiagramm mit {numPoints} {#eq numPoints 1}Datenpunkt{else}Datenpunkten{/eq}.',
        splineMultiple: 'Liniendiagramm mit {numSeries} Linien.',
        lineSingle: 'Liniendiagramm mit {numPoints} {#eq numPoints 1}Datenpunkt{else}Datenpunkten{/eq}.',
        lineMultiple: 'Liniendiagramm mit {numSeries} Linien.',
        columnSingle: 'Säulendiagramm mit {numPoints} {#eq numPoints 1}Säule{else}Säulen{/eq}.',
        columnMultiple: 'Säulendiagramm mit {numSeries} Datenreihen.',
        barSingle: 'Balkendiagramm mit {numPoints} {#eq numPoints 1}Balken{else}Balken{/eq}.',
        barMultiple: 'Balkendiagramm mit {numSeries} Datenreihen.',
        pieSingle: 'Kreisdiagramm mit {numPoints} {#eq numPoints 1}Segment{else}Segmenten{/eq}.',
        pieMultiple: 'Kreisdiagramm mit {numSeries} Kreisen.',
        scatterSingle: 'Streudiagramm mit {numPoints} {#eq numPoints 1}Punkt{else}Punkten{/eq}.',
        scatterMultiple: 'Streudiagramm mit {numSeries} Datenreihen.',
      },
      axis: {
        xAxisDescriptionSingular: 'Das Diagramm hat 1 X-Achse mit {names[0]}. {ranges[0]}',
        xAxisDescriptionPlural:
          'Das Diagramm hat {numAxes} X-Achsen mit {#each names}{#unless @first},{/unless}{#if @last} und{/if} {this}{/each}.',
        yAxisDescriptionSingular: 'Das Diagramm hat 1 Y-Achse mit {names[0]}. {ranges[0]}',
        yAxisDescriptionPlural:
          'Das Diagramm hat {numAxes} Y-Achsen mit {#each names}{#unless @first},{/unless}{#if @last} und{/if} {this}{/each}.',
        timeRangeDays: 'Zeitraum: {range} Tage.',
        timeRangeHours: 'Zeitraum: {range} Stunden.',
        timeRangeMinutes: 'Zeitraum: {range} Minuten.',
        timeRangeSeconds: 'Zeitraum: {range} Sekunden.',
        rangeFromTo: `${range('Die Daten reichen von', 'bis')}.`,
        rangeCategories: 'Datenbereich: {numCategories} Kategorien.',
        defaultAxisNames: { categories: 'Kategorien', time: 'Zeit', values: 'Werten' },
      },
      series: {
        summary: {
          default: '{series.name}, Reihe {seriesNumber} von {chart.series.length} mit {series.points.length} Datenpunkten.',
          defaultCombination: '{series.name}, Reihe {seriesNumber} von {chart.series.length} mit {series.points.length} Datenpunkten.',
          line: '{series.name}, Linie {seriesNumber} von {chart.series.length} mit {series.points.length} Datenpunkten.',
          lineCombination: '{series.name}, Reihe {seriesNumber} von {chart.series.length}. Linie mit {series.points.length} Datenpunkten.',
          spline: '{series.name}, Linie {seriesNumber} von {chart.series.length} mit {series.points.length} Datenpunkten.',
          splineCombination:
            '{series.name}, Reihe {seriesNumber} von {chart.series.length}. Linie mit {series.points.length} Datenpunkten.',
          column: '{series.name}, Säulenreihe {seriesNumber} von {chart.series.length} mit {series.points.length} Säulen.',
          columnCombination: '{series.name}, Reihe {seriesNumber} von {chart.series.length}. Säulen: {series.points.length}.',
          bar: '{series.name}, Balkenreihe {seriesNumber} von {chart.series.length} mit {series.points.length} Balken.',
          barCombination: '{series.name}, Reihe {seriesNumber} von {chart.series.length}. Balken: {series.points.length}.',
          pie: '{series.name}, Kreis {seriesNumber} von {chart.series.length} mit {series.points.length} Segmenten.',
          pieCombination: '{series.name}, Reihe {seriesNumber} von {chart.series.length}. Kreis mit {series.points.length} Segmenten.',
        },
        xAxisDescription: 'X-Achse, {name}',
        yAxisDescription: 'Y-Achse, {name}',
        nullPointValue: 'Kein Wert',
      },
    },
  },
  en: {
    resetZoom: 'Reset zoom',
    loading: 'Loading …',
    noData: 'No data',
    accessibility: {
      svgContainerLabel: 'Interactive chart',
      credits: 'Source: {creditsStr}',
      screenReaderSection: { endOfChartMarker: 'End of interactive chart.' },
      legend: {
        legendLabelNoTitle: 'Show or hide data series, {chartTitle}',
        legendLabel: 'Chart legend: {legendTitle}',
        legendItem: 'Show {itemName}',
      },
      zoom: { mapZoomIn: 'Zoom in', mapZoomOut: 'Zoom out', resetZoomButton: 'Reset zoom' },
      table: { viewAsDataTableButtonText: 'Show as a table, {chartTitle}', tableSummary: 'The chart as a table.' },
      exporting: { chartMenuLabel: 'Chart menu', menuButtonLabel: 'Open the chart menu, {chartTitle}' },
      announceNewData: {
        newDataAnnounce: 'New data in chart {chartTitle}',
        newSeriesAnnounceSingle: 'New data series: {seriesDesc}',
        newPointAnnounceSingle: 'New data point: {pointDesc}',
        newSeriesAnnounceMultiple: 'New data series in chart {chartTitle}: {seriesDesc}',
        newPointAnnounceMultiple: 'New data point in chart {chartTitle}: {pointDesc}',
      },
      seriesTypeDescriptions: {
        funnel: 'Funnel charts show how an amount decreases from stage to stage.',
        pyramid: 'Pyramid charts consist of one pyramid whose stages are as high as their values.',
        waterfall: 'In a waterfall chart each column contributes to an end value.',
      },
      chartTypes: {
        emptyChart: 'Empty chart',
        combinationChart: 'Combination chart with {numSeries} data series.',
        defaultSingle: 'Chart with {numPoints} data {#eq numPoints 1}point{else}points{/eq}.',
        defaultMultiple: 'Chart with {numSeries} data series.',
        splineSingle: 'Line chart with {numPoints} data {#eq numPoints 1}point{else}points{/eq}.',
        splineMultiple: 'Line chart with {numSeries} lines.',
        lineSingle: 'Line chart with {numPoints} data {#eq numPoints 1}point{else}points{/eq}.',
        lineMultiple: 'Line chart with {numSeries} lines.',
        columnSingle: 'Column chart with {numPoints} {#eq numPoints 1}column{else}columns{/eq}.',
        columnMultiple: 'Column chart with {numSeries} data series.',
        barSingle: 'Bar chart with {numPoints} {#eq numPoints 1}bar{else}bars{/eq}.',
        barMultiple: 'Bar chart with {numSeries} data series.',
        pieSingle: 'Pie chart with {numPoints} {#eq numPoints 1}slice{else}slices{/eq}.',
        pieMultiple: 'Pie chart with {numSeries} pies.',
        scatterSingle: 'Scatter chart with {numPoints} {#eq numPoints 1}point{else}points{/eq}.',
        scatterMultiple: 'Scatter chart with {numSeries} data series.',
      },
      axis: {
        xAxisDescriptionSingular: 'The chart has 1 X axis showing {names[0]}. {ranges[0]}',
        xAxisDescriptionPlural:
          'The chart has {numAxes} X axes showing {#each names}{#unless @first},{/unless}{#if @last} and{/if} {this}{/each}.',
        yAxisDescriptionSingular: 'The chart has 1 Y axis showing {names[0]}. {ranges[0]}',
        yAxisDescriptionPlural:
          'The chart has {numAxes} Y axes showing {#each names}{#unless @first},{/unless}{#if @last} and{/if} {this}{/each}.',
        timeRangeDays: 'Period: {range} days.',
        timeRangeHours: 'Period: {range} hours.',
        timeRangeMinutes: 'Period: {range} minutes.',
        timeRangeSeconds: 'Period: {range} seconds.',
        rangeFromTo: `${range('The data ranges from', 'to')}.`,
        rangeCategories: 'Data range: {numCategories} categories.',
        defaultAxisNames: { categories: 'categories', time: 'time', values: 'values' },
      },
      series: {
        summary: {
          default: '{series.name}, series {seriesNumber} of {chart.series.length} with {series.points.length} data points.',
          defaultCombination: '{series.name}, series {seriesNumber} of {chart.series.length} with {series.points.length} data points.',
          line: '{series.name}, line {seriesNumber} of {chart.series.length} with {series.points.length} data points.',
          lineCombination: '{series.name}, series {seriesNumber} of {chart.series.length}. Line with {series.points.length} data points.',
          spline: '{series.name}, line {seriesNumber} of {chart.series.length} with {series.points.length} data points.',
          splineCombination: '{series.name}, series {seriesNumber} of {chart.series.length}. Line with {series.points.length} data points.',
          column: '{series.name}, column series {seriesNumber} of {chart.series.length} with {series.points.length} columns.',
          columnCombination: '{series.name}, series {seriesNumber} of {chart.series.length}. Columns: {series.points.length}.',
          bar: '{series.name}, bar series {seriesNumber} of {chart.series.length} with {series.points.length} bars.',
          barCombination: '{series.name}, series {seriesNumber} of {chart.series.length}. Bars: {series.points.length}.',
          pie: '{series.name}, pie {seriesNumber} of {chart.series.length} with {series.points.length} slices.',
          pieCombination: '{series.name}, series {seriesNumber} of {chart.series.length}. Pie with {series.points.length} slices.',
        },
        xAxisDescription: 'X axis, {name}',
        yAxisDescription: 'Y axis, {name}',
        nullPointValue: 'No value',
      },
    },
  },
  fr: {
    resetZoom: 'Réinitialiser le zoom',
    loading: 'Chargement …',
    noData: 'Aucune donnée',
    accessibility: {
      svgContainerLabel: 'Graphique interactif',
      credits: 'Source : {creditsStr}',
      screenReaderSection: { endOfChartMarker: 'Fin du graphique interactif.' },
      legend: {
        legendLabelNoTitle: 'Afficher ou masquer les séries, {chartTitle}',
        legendLabel: 'Légende du graphique : {legendTitle}',
        legendItem: 'Afficher {itemName}',
      },
      zoom: { mapZoomIn: 'Agrandir', mapZoomOut: 'Réduire', resetZoomButton: 'Réinitialiser le zoom' },
      table: {
        viewAsDataTableButtonText: 'Afficher sous forme de tableau, {chartTitle}',
        tableSummary: 'Le graphique sous forme de tableau.',
      },
      exporting: { chartMenuLabel: 'Menu du graphique', menuButtonLabel: 'Ouvrir le menu du graphique, {chartTitle}' },
      announceNewData: {
        newDataAnnounce: 'Nouvelles données dans le graphique {chartTitle}',
        newSeriesAnnounceSingle: 'Nouvelle série : {seriesDesc}',
        newPointAnnounceSingle: 'Nouveau point : {pointDesc}',
        newSeriesAnnounceMultiple: 'Nouvelle série dans le graphique {chartTitle} : {seriesDesc}',
        newPointAnnounceMultiple: 'Nouveau point dans le graphique {chartTitle} : {pointDesc}',
      },
      seriesTypeDescriptions: {
        funnel: 'Les graphiques en entonnoir montrent comment une quantité diminue d’étape en étape.',
        pyramid: 'Les graphiques en pyramide se composent d’une pyramide dont les étages sont aussi hauts que leurs valeurs.',
        waterfall: 'Dans un graphique en cascade, chaque colonne contribue à une valeur finale.',
      },
      chartTypes: {
        emptyChart: 'Graphique vide',
        combinationChart: 'Graphique combiné avec {numSeries} séries.',
        defaultSingle: 'Graphique avec {numPoints} {#eq numPoints 1}point{else}points{/eq}.',
        defaultMultiple: 'Graphique avec {numSeries} séries.',
        splineSingle: 'Graphique linéaire avec {numPoints} {#eq numPoints 1}point{else}points{/eq}.',
        splineMultiple: 'Graphique linéaire avec {numSeries} lignes.',
        lineSingle: 'Graphique linéaire avec {numPoints} {#eq numPoints 1}point{else}points{/eq}.',
        lineMultiple: 'Graphique linéaire avec {numSeries} lignes.',
        columnSingle: 'Histogramme avec {numPoints} {#eq numPoints 1}colonne{else}colonnes{/eq}.',
        columnMultiple: 'Histogramme avec {numSeries} séries.',
        barSingle: 'Graphique à barres avec {numPoints} {#eq numPoints 1}barre{else}barres{/eq}.',
        barMultiple: 'Graphique à barres avec {numSeries} séries.',
        pieSingle: 'Graphique circulaire avec {numPoints} {#eq numPoints 1}secteur{else}secteurs{/eq}.',
        pieMultiple: 'Graphique circulaire avec {numSeries} cercles.',
        scatterSingle: 'Nuage de points avec {numPoints} {#eq numPoints 1}point{else}points{/eq}.',
        scatterMultiple: 'Nuage de points avec {numSeries} séries.',
      },
      axis: {
        xAxisDescriptionSingular: 'Le graphique a 1 axe X montrant {names[0]}. {ranges[0]}',
        xAxisDescriptionPlural:
          'Le graphique a {numAxes} axes X montrant {#each names}{#unless @first},{/unless}{#if @last} et{/if} {this}{/each}.',
        yAxisDescriptionSingular: 'Le graphique a 1 axe Y montrant {names[0]}. {ranges[0]}',
        yAxisDescriptionPlural:
          'Le graphique a {numAxes} axes Y montrant {#each names}{#unless @first},{/unless}{#if @last} et{/if} {this}{/each}.',
        timeRangeDays: 'Période : {range} jours.',
        timeRangeHours: 'Période : {range} heures.',
        timeRangeMinutes: 'Période : {range} minutes.',
        timeRangeSeconds: 'Période : {range} secondes.',
        rangeFromTo: `${range('Les données vont de', 'à')}.`,
        rangeCategories: 'Plage de données : {numCategories} catégories.',
        defaultAxisNames: { categories: 'catégories', time: 'temps', values: 'valeurs' },
      },
      series: {
        summary: {
          default: '{series.name}, série {seriesNumber} sur {chart.series.length} avec {series.points.length} points.',
          defaultCombination: '{series.name}, série {seriesNumber} sur {chart.series.length} avec {series.points.length} points.',
          line: '{series.name}, ligne {seriesNumber} sur {chart.series.length} avec {series.points.length} points.',
          lineCombination: '{series.name}, série {seriesNumber} sur {chart.series.length}. Ligne avec {series.points.length} points.',
          spline: '{series.name}, ligne {seriesNumber} sur {chart.series.length} avec {series.points.length} points.',
          splineCombination: '{series.name}, série {seriesNumber} sur {chart.series.length}. Ligne avec {series.points.length} points.',
          column: '{series.name}, série de colonnes {seriesNumber} sur {chart.series.length} avec {series.points.length} colonnes.',
          columnCombination: '{series.name}, série {seriesNumber} sur {chart.series.length}. Colonnes : {series.points.length}.',
          bar: '{series.name}, série de barres {seriesNumber} sur {chart.series.length} avec {series.points.length} barres.',
          barCombination: '{series.name}, série {seriesNumber} sur {chart.series.length}. Barres : {series.points.length}.',
          pie: '{series.name}, cercle {seriesNumber} sur {chart.series.length} avec {series.points.length} secteurs.',
          pieCombination: '{series.name}, série {seriesNumber} sur {chart.series.length}. Cercle avec {series.points.length} secteurs.',
        },
        xAxisDescription: 'Axe X, {name}',
        yAxisDescription: 'Axe Y, {name}',
        nullPointValue: 'Aucune valeur',
      },
    },
  },
  it: {
    resetZoom: 'Reimposta lo zoom',
    loading: 'Caricamento …',
    noData: 'Nessun dato',
    accessibility: {
      svgContainerLabel: 'Grafico interattivo',
      credits: 'Fonte: {creditsStr}',
      screenReaderSection: { endOfChartMarker: 'Fine del grafico interattivo.' },
      legend: {
        legendLabelNoTitle: 'Mostra o nascondi le serie, {chartTitle}',
        legendLabel: 'Legenda del grafico: {legendTitle}',
        legendItem: 'Mostra {itemName}',
      },
      zoom: { mapZoomIn: 'Ingrandisci', mapZoomOut: 'Riduci', resetZoomButton: 'Reimposta lo zoom' },
      table: { viewAsDataTableButtonText: 'Mostra come tabella, {chartTitle}', tableSummary: 'Il grafico come tabella.' },
      exporting: { chartMenuLabel: 'Menu del grafico', menuButtonLabel: 'Apri il menu del grafico, {chartTitle}' },
      announceNewData: {
        newDataAnnounce: 'Nuovi dati nel grafico {chartTitle}',
        newSeriesAnnounceSingle: 'Nuova serie: {seriesDesc}',
        newPointAnnounceSingle: 'Nuovo punto: {pointDesc}',
        newSeriesAnnounceMultiple: 'Nuova serie nel grafico {chartTitle}: {seriesDesc}',
        newPointAnnounceMultiple: 'Nuovo punto nel grafico {chartTitle}: {pointDesc}',
      },
      seriesTypeDescriptions: {
        funnel: 'I grafici a imbuto mostrano come una quantità diminuisce da una fase all’altra.',
        pyramid: 'I grafici a piramide sono composti da una piramide i cui livelli sono alti quanto i loro valori.',
        waterfall: 'In un grafico a cascata ogni colonna contribuisce a un valore finale.',
      },
      chartTypes: {
        emptyChart: 'Grafico vuoto',
        combinationChart: 'Grafico combinato con {numSeries} serie.',
        defaultSingle: 'Grafico con {numPoints} {#eq numPoints 1}punto{else}punti{/eq}.',
        defaultMultiple: 'Grafico con {numSeries} serie.',
        splineSingle: 'Grafico a linee con {numPoints} {#eq numPoints 1}punto{else}punti{/eq}.',
        splineMultiple: 'Grafico a linee con {numSeries} linee.',
        lineSingle: 'Grafico a linee con {numPoints} {#eq numPoints 1}punto{else}punti{/eq}.',
        lineMultiple: 'Grafico a linee con {numSeries} linee.',
        columnSingle: 'Istogramma con {numPoints} {#eq numPoints 1}colonna{else}colonne{/eq}.',
        columnMultiple: 'Istogramma con {numSeries} serie.',
        barSingle: 'Grafico a barre con {numPoints} {#eq numPoints 1}barra{else}barre{/eq}.',
        barMultiple: 'Grafico a barre con {numSeries} serie.',
        pieSingle: 'Grafico a torta con {numPoints} {#eq numPoints 1}fetta{else}fette{/eq}.',
        pieMultiple: 'Grafico a torta con {numSeries} torte.',
        scatterSingle: 'Grafico a dispersione con {numPoints} {#eq numPoints 1}punto{else}punti{/eq}.',
        scatterMultiple: 'Grafico a dispersione con {numSeries} serie.',
      },
      axis: {
        xAxisDescriptionSingular: 'Il grafico ha 1 asse X che mostra {names[0]}. {ranges[0]}',
        xAxisDescriptionPlural:
          'Il grafico ha {numAxes} assi X che mostrano {#each names}{#unless @first},{/unless}{#if @last} e{/if} {this}{/each}.',
        yAxisDescriptionSingular: 'Il grafico ha 1 asse Y che mostra {names[0]}. {ranges[0]}',
        yAxisDescriptionPlural:
          'Il grafico ha {numAxes} assi Y che mostrano {#each names}{#unless @first},{/unless}{#if @last} e{/if} {this}{/each}.',
        timeRangeDays: 'Periodo: {range} giorni.',
        timeRangeHours: 'Periodo: {range} ore.',
        timeRangeMinutes: 'Periodo: {range} minuti.',
        timeRangeSeconds: 'Periodo: {range} secondi.',
        rangeFromTo: `${range('I dati vanno da', 'a')}.`,
        rangeCategories: 'Intervallo dei dati: {numCategories} categorie.',
        defaultAxisNames: { categories: 'categorie', time: 'tempo', values: 'valori' },
      },
      series: {
        summary: {
          default: '{series.name}, serie {seriesNumber} di {chart.series.length} con {series.points.length} punti.',
          defaultCombination: '{series.name}, serie {seriesNumber} di {chart.series.length} con {series.points.length} punti.',
          line: '{series.name}, linea {seriesNumber} di {chart.series.length} con {series.points.length} punti.',
          lineCombination: '{series.name}, serie {seriesNumber} di {chart.series.length}. Linea con {series.points.length} punti.',
          spline: '{series.name}, linea {seriesNumber} di {chart.series.length} con {series.points.length} punti.',
          splineCombination: '{series.name}, serie {seriesNumber} di {chart.series.length}. Linea con {series.points.length} punti.',
          column: '{series.name}, serie di colonne {seriesNumber} di {chart.series.length} con {series.points.length} colonne.',
          columnCombination: '{series.name}, serie {seriesNumber} di {chart.series.length}. Colonne: {series.points.length}.',
          bar: '{series.name}, serie di barre {seriesNumber} di {chart.series.length} con {series.points.length} barre.',
          barCombination: '{series.name}, serie {seriesNumber} di {chart.series.length}. Barre: {series.points.length}.',
          pie: '{series.name}, torta {seriesNumber} di {chart.series.length} con {series.points.length} fette.',
          pieCombination: '{series.name}, serie {seriesNumber} di {chart.series.length}. Torta con {series.points.length} fette.',
        },
        xAxisDescription: 'Asse X, {name}',
        yAxisDescription: 'Asse Y, {name}',
        nullPointValue: 'Nessun valore',
      },
    },
  },
};

export function highchartsOptions(locale: Locale): HighchartsGlobalOptions {
  const { accessibility, ...rest } = texts[locale];
  return {
    lang: {
      ...rest,
      // months and weekdays from Intl in the Swiss variant of the language
      locale: `${locale}-CH`,
      thousandsSep: THOUSANDS,
      decimalPoint: DECIMAL,
      accessibility: {
        ...accessibility,
        // the values read out for each point
        thousandsSep: THOUSANDS,
        decimalPoint: DECIMAL,
        // each chart sits in a figure that carries its translated name: Highcharts' own container label and fallback
        // title ("Chart title") are not read out beside it
        chartContainerLabel: '',
        defaultChartTitle: '',
      },
    },
    accessibility: { point: { dateFormat: DATE }, screenReaderSection: { axisRangeDateFormat: DATE } },
    xAxis: { dateTimeLabelFormats },
  };
}
