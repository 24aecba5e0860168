import { z } from 'zod';

const STORAGE_KEY = 'portal.pending-two-factor';

// docs/auth-and-sessions.md: between the password and the code, the temp token, remember-device flag and e-mail are kept.
// sessionStorage keeps them across a reload of the code page but not beyond the tab.
const pendingSchema = z.object({
  temp_token: z.string().min(1),
  email: z.string(),
  remember_device: z.boolean(),
  redirectTo: z.string(),
});

export type PendingTwoFactor = z.infer<typeof pendingSchema>;

export function savePendingTwoFactor(pending: PendingTwoFactor) {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
}

export function readPendingTwoFactor(): PendingTwoFactor | null {
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingTwoFactor() {
  sessionStorage.removeItem(STORAGE_KEY);
}
