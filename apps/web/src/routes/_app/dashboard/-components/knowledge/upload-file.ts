import { refreshSession } from '../../../../../lib/shared-refresh.ts';

/** What became of an upload: the server's answer, or why there was none. */
export type UploadOutcome =
  | { ok: true }
  | { ok: false; status: number; message: string | undefined };

/**
 * Sends a file as the body of `POST /api/knowledge/uploads/{name}` with XMLHttpRequest, the one
 * browser API that reports upload progress (fetch does not).
 */
const sendOnce = (file: File, onProgress: (fraction: number) => void) =>
  new Promise<UploadOutcome>((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/knowledge/uploads/${encodeURIComponent(file.name)}`);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) return resolve({ ok: true });
      let message: string | undefined;
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message;
      } catch {
        message = undefined;
      }
      resolve({ ok: false, status: request.status, message });
    };
    request.onerror = () => resolve({ ok: false, status: 0, message: undefined });
    request.send(file);
  });

/**
 * The upload, with an expired access cookie refreshed once and the file sent again, as the tRPC
 * link and the other file requests do (an owner who left the page open would otherwise see it
 * refused).
 */
export const uploadFile = async (file: File, onProgress: (fraction: number) => void) => {
  const first = await sendOnce(file, onProgress);
  if (first.ok || first.status !== 401 || !(await refreshSession())) return first;
  return sendOnce(file, onProgress);
};
