/** An image the user sends with a message, as both CLIs take it: its bytes in base64 and its media type. */
export interface UserImage {
  /** `image/png`, `image/jpeg`, `image/gif` or `image/webp`: what the model APIs accept. */
  mediaType: string;
  /** The image's bytes, base64 (no `data:` prefix). */
  data: string;
}

/** The image as a `data:` URL, as codex's `image` input and the Responses API carry it. */
export function imageDataUrl(image: UserImage): string {
  return `data:${image.mediaType};base64,${image.data}`;
}
