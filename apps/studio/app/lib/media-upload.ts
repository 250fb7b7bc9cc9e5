/**
 * Sends a photograph's bytes to the data service's media routes from the browser,
 * reporting progress. The body is the file itself (no multipart): the data service recognises the
 * format from the bytes and never sees the file's name.
 */
export interface UploadAnswer {
  ok: boolean;
  status: number;
  message: string;
  data?: { id: string };
}

export const acceptedTypes = 'image/jpeg,image/png,image/webp,image/avif';

export function sendPhotograph(url: string, method: 'POST' | 'PUT', file: Blob, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('content-type', file.type && acceptedTypes.split(',').includes(file.type) ? file.type : 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { data?: { id: string }; error?: { message?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = {};
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      const message = ok
        ? 'Uploaded. The renditions are being made; the photograph is ready in a few seconds.'
        : xhr.status === 413
          ? 'This file is too large. Export the photograph at about 2,880 px wide and try again.'
          : (body.error?.message ?? `The upload was refused (${xhr.status}).`);
      if (ok) onProgress(1);
      resolve({ ok, status: xhr.status, message, data: body.data });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: 'The upload stopped: check the connection and try again.' });
    xhr.send(file);
  });
}
