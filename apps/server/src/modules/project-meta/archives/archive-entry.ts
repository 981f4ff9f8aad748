/** One entry of an archive listing, whatever the container. Sizes are as declared, never trusted. */
export interface ArchiveEntry {
  name: string;
  size: number;
  packedSize: number;
  directory: boolean;
  encrypted: boolean;
}
