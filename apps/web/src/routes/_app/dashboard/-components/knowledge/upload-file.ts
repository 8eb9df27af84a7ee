/** What became of an upload: the server's answer, or why there was none. */
export type UploadOutcome =
  | { ok: true }
  | { ok: false; status: number; message: string | undefined };

/**
 * Sends a file as the body of `POST /api/knowledge/uploads/{name}` with XMLHttpRequest, the one
 * browser API that reports upload progress (fetch does not).
 */
export const uploadFile = (file: File, onProgress: (fraction: number) => void) =>
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
