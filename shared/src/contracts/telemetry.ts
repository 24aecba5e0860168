import { z } from 'zod';

/** The Web Vitals a page reports (docs/operations.md, "What users got"): times in milliseconds, CLS unitless. */
export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/**
 * `POST admin_partner/telemetry`: what a signed-in adviser's browser measured of the pages it showed, and the remotes
 * that failed to load in it. `area` is the page's first path segment without the language prefix (`clients`,
 * `dashboard` for `/`), never the path with its ids.
 */
export const telemetryBodySchema = z.object({
  vitals: z
    .array(
      z.object({
        name: z.enum(webVitalNames),
        value: z.number().min(0).max(600_000),
        area: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/),
      }),
    )
    .max(20)
    .default([]),
  remote_failures: z
    .array(z.string().regex(/^mf_[a-z0-9_]{1,40}$/))
    .max(10)
    .default([]),
});
export type TelemetryBody = z.input<typeof telemetryBodySchema>;
