// Lock-out by e-mail address alone, tried through the gateway as an attacker who knows an adviser's address (the rules
// are in docs/auth-and-sessions.md): parallel wrong passwords are counted before they are checked, so only a few get a
// verdict; after such a storm, and after wrong codes sent with a made-up temp_token, the owner still signs in with the
// right password and the e-mailed code; parallel wrong codes on one challenge get no more than its tries; reset requests
// are answered alike and leave the owner a valid link.
// Each check is one case of the fuzz suite. They run before the other cases, on accounts that no other case uses.

const AUTH = '/api/v1/admin_partner/authorization';
const RESET = '/api/v1/admin_partner/reset_password';
const PASSWORD = 'Partner-2026';

/**
 * The most verdicts a storm of wrong passwords can get in `elapsedMs`: the free failures, then one more each time the
 * wait (base delay, doubling) has passed. The bound depends on the storm's measured length, not on the machine's speed.
 */
export function verdictBound({ freeFailures, baseDelayMs }, elapsedMs) {
  let verdicts = freeFailures;
  for (let waited = baseDelayMs, delay = baseDelayMs; waited <= elapsedMs; delay *= 2, waited += delay) verdicts += 1;
  return verdicts;
}

const json = (body) => JSON.stringify(body);
const parse = (response) => {
  try {
    return JSON.parse(response.body ?? '');
  } catch {
    return undefined;
  }
};

/**
 * @param {{ send: (request: object) => Promise<{ status?: number, body?: string, error?: string }>,
 *   throttle: { freeFailures: number, baseDelayMs: number, resetLinks: number, codeTries: number }, timeoutMs: number,
 *   accounts: { storm: string, twoFactor: string, reset: string } }} options
 * @returns {Promise<{ name: string, reasons: string[] }[]>}
 */
export async function lockoutCases({ send, throttle, timeoutMs, accounts }) {
  const post = (path, body) => send({ method: 'POST', path, headers: { 'content-type': 'application/json' }, body: json(body) });
  const login = (email, password) => post(`${AUTH}/login`, { email, password, remember_device: false });
  const twoFactor = (email, tempToken, code) => post(`${AUTH}/two_factor`, { email, temp_token: tempToken, code, remember_device: false });
  const mailsTo = async (email) =>
    parse(await send({ method: 'GET', path: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` }))?.messages ?? [];
  /** The newest mail to `email` beyond the `before` already there, as the mail worker delivers it (bounded wait). */
  const nextMail = async (email, before) => {
    const until = performance.now() + timeoutMs;
    for (;;) {
      const messages = await mailsTo(email);
      if (messages.length > before) return messages[0];
      if (performance.now() > until) return undefined;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  /** The right password, then the e-mailed code: what the owner does; the reasons it did not sign them in. */
  const ownerSignsIn = async (email) => {
    const before = (await mailsTo(email)).length;
    const first = await login(email, PASSWORD);
    const answer = parse(first);
    if (first.status !== 200) return [`the right password was answered ${first.status ?? first.error}: ${first.body?.slice(0, 160)}`];
    if (answer?.status === 'success') return [];
    const mail = await nextMail(email, before);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (!code) return [`no security code was mailed within ${timeoutMs} ms`];
    const second = await twoFactor(email, answer.temp_token, code);
    return second.status === 200 && parse(second)?.status === 'success'
      ? []
      : [`the mailed code was answered ${second.status ?? second.error}: ${second.body?.slice(0, 160)}`];
  };

  const results = [];
  const serverErrors = (answers) =>
    answers.filter((a) => a.error || a.status >= 500).map((a) => `${a.status ?? a.error}: ${a.body?.slice(0, 120) ?? ''}`);

  // 1. thirty wrong passwords at once for one account
  const started = performance.now();
  const storm = await Promise.all(Array.from({ length: 30 }, (_, i) => login(accounts.storm, `Wrong-Guess-${i}`)));
  const elapsedMs = performance.now() - started;
  const verdicts = storm.filter((a) => a.status === 401).length;
  const bound = verdictBound(throttle, elapsedMs);
  const stormReasons = serverErrors(storm);
  // an attempt inside the wait is answered like a step-up, with a challenge that no code opens
  const other = storm.filter((a) => a.status !== 401 && !(a.status === 200 && parse(a)?.status === '2fa_required'));
  if (other.length) stormReasons.push(`answers other than 401 or a step-up: ${other.map((a) => a.status).join(', ')}`);
  if (verdicts > bound)
    stormReasons.push(`${verdicts} of 30 parallel wrong passwords were checked (at most ${bound} in ${Math.round(elapsedMs)} ms)`);
  results.push({
    name: `lock-out: 30 parallel wrong passwords for ${accounts.storm} get at most ${bound} verdicts`,
    reasons: stormReasons,
  });

  // 2. the owner after the storm: the right password and the e-mailed code sign in
  results.push({
    name: `lock-out: after the storm, ${accounts.storm} signs in with the right password and the mailed code`,
    reasons: await ownerSignsIn(accounts.storm),
  });

  // 3. twenty wrong codes with a made-up temp_token count against no account
  const bogus = await Promise.all(
    Array.from({ length: 20 }, (_, i) => twoFactor(accounts.twoFactor, `made-up-${i}-${'x'.repeat(32)}`, String(100000 + i))),
  );
  const bogusReasons = serverErrors(bogus);
  const accepted = bogus.filter((a) => a.status >= 200 && a.status < 300);
  if (accepted.length) bogusReasons.push(`${accepted.length} made-up challenges were accepted`);
  bogusReasons.push(...(await ownerSignsIn(accounts.twoFactor)));
  results.push({ name: `lock-out: 20 wrong codes on made-up challenges leave ${accounts.twoFactor} signing in`, reasons: bogusReasons });

  // 4. twelve wrong codes at once on one real challenge: at most the five tries are compared, the rest refused
  const challenged = await login(accounts.twoFactor, PASSWORD);
  const challenge = parse(challenged)?.temp_token;
  const raceReasons = challenge ? [] : [`the right password gave no challenge (${challenged.status ?? challenged.error})`];
  if (challenge) {
    const codes = await Promise.all(Array.from({ length: 12 }, (_, i) => twoFactor(accounts.twoFactor, challenge, String(200000 + i))));
    raceReasons.push(...serverErrors(codes));
    const compared = codes.filter((a) => a.status === 401).length;
    if (compared > throttle.codeTries)
      raceReasons.push(`${compared} of 12 parallel wrong codes were compared (at most ${throttle.codeTries})`);
    if (codes.some((a) => a.status >= 200 && a.status < 300)) raceReasons.push('a wrong code was accepted');
  }
  results.push({
    name: `lock-out: 12 parallel wrong codes on one challenge of ${accounts.twoFactor} get at most ${throttle.codeTries} verdicts`,
    reasons: raceReasons,
  });

  // 5. reset requests: the same answer each time, and the newest link mailed still opens
  const resets = [];
  for (let i = 0; i < 8; i += 1) resets.push(await post(RESET, { email: accounts.reset }));
  const resetReasons = serverErrors(resets);
  const distinct = new Set(resets.map((a) => `${a.status} ${a.body}`));
  if (distinct.size !== 1)
    resetReasons.push(`reset requests were answered in ${distinct.size} ways: ${[...distinct].join(' | ').slice(0, 200)}`);
  // the worker sends the first few links (each ending the one before); the last of them must still open
  const link = await nextMail(accounts.reset, throttle.resetLinks - 1);
  const mailed = (await mailsTo(accounts.reset)).length;
  if (mailed > throttle.resetLinks) resetReasons.push(`${mailed} reset links were mailed for 8 requests (at most ${throttle.resetLinks})`);
  const token = /token=([\w-]+)/.exec(link?.text ?? '')?.[1];
  if (!token) resetReasons.push(`no reset link was mailed within ${timeoutMs} ms`);
  else {
    const opened = await send({ method: 'GET', path: `${RESET}/${token}` });
    if (opened.status !== 200) resetReasons.push(`the newest reset link was answered ${opened.status ?? opened.error}`);
  }
  results.push({
    name: `lock-out: 8 reset requests for ${accounts.reset} are answered alike and leave a valid link`,
    reasons: resetReasons,
  });
  return results;
}
