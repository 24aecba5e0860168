// Zod 4 probes for eval (`new Function("")`) before its first object parse, to compile faster parsers. The probe
// throws under the portal's Content-Security-Policy (no 'unsafe-eval') and is caught, but the browser still reports a
// CSP violation. Zod's `z.config({ jitless: true })` skips the probe; it keeps that setting in this global, shared by
// every copy of zod on the page (the shell's and each remote's), and it is set here, before any of them loads, so that
// the entry chunk does not have to carry zod. scripts/gateway-security.mjs has the policy.
(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = {
  ...(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig,
  jitless: true,
};
