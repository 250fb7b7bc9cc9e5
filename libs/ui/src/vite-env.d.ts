/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build's release (git commit), for client-error reports (tools/vite/shared-config.ts). */
  readonly VITE_RELEASE?: string;
}
