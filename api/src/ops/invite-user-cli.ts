/**
 * `npm run users:invite -- --company "Alpen Finanz AG" --email anna@alpen.example --role operator|adviser
 * --modules clients,documents|all [--first-name Anna --last-name Muster] [--language de]`: invites a partner user
 * (src/ops/invite-user.ts). The invitation mail is queued; the API's mail worker (or the jobs service) sends it. In a container of the
 * API image: `node dist/ops/invite-user-cli.js --company … --email …`.
 */
import { parseArgs } from 'node:util';
import { visibleModuleNames } from '@portal/shared/contracts';
import { runCommand } from './command';
import { mailJob } from '../plugins/mailer';
import { inviteUser, invitationSchema } from './invite-user';

const usage =
  'usage: npm run users:invite -- --company NAME --email ADDRESS --role operator|adviser --modules all|MODULE,MODULE… [--first-name NAME] [--last-name NAME] [--language de|en|fr|it]' +
  `\nmodules: ${visibleModuleNames.join(', ')}`;

/** "anna.muster@…" → Anna, Muster: the names until the user changes them in the profile. */
function namesOf(email: string): [string, string] {
  const [first = '', ...rest] = email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return [first || email, rest.join(' ') || first || email];
}

await runCommand(
  () => {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        company: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
        modules: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        language: { type: 'string', default: 'de' },
      },
    });
    if (positionals.length || !values.company || !values.email || !values.role || !values.modules) throw new Error(usage);
    const [firstName, lastName] = namesOf(values.email);
    const parsed = invitationSchema.safeParse({
      company: values.company,
      email: values.email,
      role: values.role,
      modules: values.modules === 'all' ? [...visibleModuleNames] : values.modules.split(',').map((name) => name.trim()),
      firstName: values['first-name'] ?? firstName,
      lastName: values['last-name'] ?? lastName,
      language: values.language,
    });
    if (!parsed.success) {
      throw new Error(`${parsed.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`).join('\n')}\n${usage}`);
    }
    return parsed.data;
  },
  async (invitation, { db, config, jobs }) => {
    const queue = await jobs();
    const result = await inviteUser(db, invitation, {
      publicUrl: config.publicUrl,
      sendMail: (mail, tx) => queue.send('mail', mailJob(mail), { tx }),
    });
    console.log(
      `${result.renewed ? 'invited again' : 'invited'} ${invitation.email} (${invitation.role} of "${invitation.company}"${result.companyCreated ? ', a new company' : ''}); ` +
        'the invitation mail is queued and goes out with the running API (on the embedded database: at its next start)',
    );
  },
);
