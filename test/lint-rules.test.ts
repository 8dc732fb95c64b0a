// The lint rules that keep one home per rule (eslint.config.js) must really bite: a role compared
// with a literal outside common/policy.ts is an error, the same code inside it is not.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function messagesFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.message);
}

const ROLE_CHECK = `export const f = (auth: { role: string }) => auth.role === 'employee';\n`;

describe('the role-comparison rule', () => {
  it('refuses comparing a role with a literal in server and web code', async () => {
    for (const file of ['server/modules/reviews/x.service.ts', 'web/features/x/y.tsx']) {
      const messages = await messagesFor(file, ROLE_CHECK);
      expect(messages.join('\n'), file).toMatch(/common\/policy\.ts/);
    }
    const swapped = `export const f = (role: string) => 'admin' !== role;\n`;
    expect((await messagesFor('server/lib/x.ts', swapped)).join('\n')).toMatch(/policy/);
  });

  it('allows it in the policy module and leaves other comparisons alone', async () => {
    expect(await messagesFor('common/policy.ts', ROLE_CHECK)).toEqual([]);
    const kind = `export const f = (s: { kind: string }) => s.kind === 'employee';\n`;
    expect(await messagesFor('server/lib/x.ts', kind)).toEqual([]);
  });
});
