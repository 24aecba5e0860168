export interface RegistryNav {
  key: string;
  icon: string;
  label: Record<'de' | 'en' | 'fr' | 'it', string>;
}
export interface RegistryRoute {
  base: string;
  module?: string;
  expose?: string;
  nav?: RegistryNav;
}
export interface RegistryRemote {
  folder: string;
  devPort: number;
  routes: RegistryRoute[];
}
export interface Registry {
  remotes: RegistryRemote[];
}
export interface ResolvedRoute extends RegistryRoute {
  folder: string;
  /** The federation name of the route's remote. */
  remote: string;
  expose: string;
}
export declare const registryLocales: readonly ['de', 'en', 'fr', 'it'];
export declare function federationName(folder: string): string;
export declare function manifestEnvName(folder: string): string;
export declare function remotePublicPath(folder: string): string;
export declare function registryProblems(registry: unknown, options?: { modules?: readonly string[] }): string[];
export declare function routeExpose(route: RegistryRoute): string;
export declare function registryRoutes(registry: Registry): ResolvedRoute[];
export declare function registryRemote(registry: Registry, folder: string): RegistryRemote;
export declare function routeBase(registry: Registry, folder: string): string;
