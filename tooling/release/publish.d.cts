export declare const RELEASES_FOLDER: string;
export interface Declaration {
  remote: string;
  builtWith: string;
  requires: string;
  builtAt: string;
}
export declare function publishRelease(options: {
  build: string;
  releasesDir: string;
  id?: string;
  move?: boolean;
}): Promise<Declaration & { id: string }>;
