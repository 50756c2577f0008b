import { API_BASE } from './api-client';

/** '840 KB' or '2.4 MB': how a picked or attached file's size is shown. */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A file path from the API (relative to /api/, e.g. a signed `files/<id>?…`) as a URL for src or href. */
export function apiFileUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `${API_BASE}/${path}`;
}
