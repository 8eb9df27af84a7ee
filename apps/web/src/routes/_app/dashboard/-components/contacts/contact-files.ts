import { refreshSession } from '../../../../../lib/shared-refresh.ts';

/**
 * A plain request to the contact file routes (CSV, not tRPC), with the session renewed once
 * when its access cookie has expired, as the tRPC client does for every other call.
 */
const withSession = async (send: () => Promise<Response>) => {
  const first = await send();
  if (first.status !== 401 || !(await refreshSession())) return first;
  return send();
};

const messageOf = async (response: Response) => {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : undefined;
};

/** What the import did: the server's answer, or why there was none. */
export type ImportOutcome =
  | { ok: true; created: number; updated: number; skipped: { line: number; reason: string }[] }
  | { ok: false; message: string | undefined };

/** Sends the CSV file as the body of `POST /api/contacts/import` (bytes, not JSON). */
export const importContactsFile = async (file: File): Promise<ImportOutcome> => {
  try {
    const response = await withSession(() =>
      fetch('/api/contacts/import', {
        method: 'POST',
        headers: { 'content-type': 'text/csv' },
        body: file,
        credentials: 'same-origin',
      }),
    );
    if (!response.ok) return { ok: false, message: await messageOf(response) };
    return { ok: true, ...((await response.json()) as Omit<ImportOutcome & { ok: true }, 'ok'>) };
  } catch {
    return { ok: false, message: undefined };
  }
};

/** Downloads `GET /api/contacts/export` under the name the server gives it. Undefined when done. */
export const downloadContacts = async (): Promise<{ message: string | undefined } | undefined> => {
  try {
    const response = await withSession(() =>
      fetch('/api/contacts/export', { credentials: 'same-origin' }),
    );
    if (!response.ok) return { message: await messageOf(response) };
    const name =
      /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
      'contacts.csv';
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    URL.revokeObjectURL(url);
    return undefined;
  } catch {
    return { message: undefined };
  }
};
