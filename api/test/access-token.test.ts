import { createAccessTokens } from '../src/lib/access-token';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const claims = { userId: 7, familyId: '00000000-0000-4000-8000-000000000000' };

describe('access tokens', () => {
  it('are accepted for their lifetime and refused as expired after it, on the given clock', async () => {
    let now = Date.UTC(2026, 10, 25, 9, 0, 0);
    const tokens = createAccessTokens(secret, 900, () => now);
    const token = await tokens.sign(claims);

    now += 899_000;
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    now += 2_000;
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused as unknown when signed with another key', async () => {
    const token = await createAccessTokens('another-secret-of-at-least-thirty-two-chars', 900).sign(claims);
    expect(await createAccessTokens(secret, 900).verify(token)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('remember a verified token without trusting another one of the same claims', async () => {
    let now = Date.UTC(2026, 10, 25, 9, 0, 0);
    const tokens = createAccessTokens(secret, 900, () => now);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(tampered)).toEqual({ ok: false, reason: 'unknown' });
    now += 900_000;
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });
});
