export { default as telemetryRoutes } from './routes';
