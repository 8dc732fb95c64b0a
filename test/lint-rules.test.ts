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

describe('the route-table rule', () => {
  const HAND_WRITTEN = 'export const f = (id: string) => fetch(`/api/employees/${id}`);\n';

  it('refuses an /api path written by hand in server, web and common code', async () => {
    for (const file of ['web/features/x/api/y.ts', 'server/modules/x/x.service.ts']) {
      expect((await messagesFor(file, HAND_WRITTEN)).join('\n'), file).toMatch(/common\/api/);
    }
    const literal = "export const p = '/api/reviews';\n";
    expect((await messagesFor('common/x.ts', literal)).join('\n')).toMatch(/route from the table/);
  });

  it('allows it in the table itself and leaves other paths alone', async () => {
    expect(await messagesFor('common/api/x.ts', HAND_WRITTEN)).toEqual([]);
    expect(await messagesFor('web/lib/x.ts', "export const p = '/dashboard';\n")).toEqual([]);
  });
});
