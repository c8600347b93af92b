/**
 * An ACP prompt (content blocks) as a round's message and images. Text joins in order; an image
 * goes to the CLI as an image (the agent advertises `image`); a link to a resource is named in the
 * text, as the ACP baseline asks of every agent. Audio and embedded resources are not advertised,
 * and a prompt that carries them anyway is refused rather than silently cut.
 */
import { RequestError, type ContentBlock } from '@agentclientprotocol/sdk';
import type { UserImage } from '@mwh/protocol-core';

/** The media types both model APIs take. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export interface PromptInput {
  message: string;
  images: UserImage[];
}

export function promptInput(blocks: readonly ContentBlock[]): PromptInput {
  const texts: string[] = [];
  const images: UserImage[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'text':
        texts.push(block.text);
        break;
      case 'image':
        if (!IMAGE_TYPES.has(block.mimeType)) throw RequestError.invalidParams({ mimeType: block.mimeType }, `an image of type ${block.mimeType} cannot go to the model; send png, jpeg, gif or webp.`);
        images.push({ mediaType: block.mimeType, data: block.data });
        break;
      case 'resource_link':
        texts.push(`@${block.uri}`);
        break;
      default:
        throw RequestError.invalidParams({ type: block.type }, `this agent does not take ${block.type} content in a prompt; it advertises text, images and resource links.`);
    }
  }
  const message = texts.join('\n');
  if (!message.trim() && images.length === 0) throw RequestError.invalidParams(undefined, 'the prompt is empty.');
  // Both CLIs want a message with the images: say what they are for when the user did not.
  return { message: message.trim() ? message : 'See the attached image.', images };
}
