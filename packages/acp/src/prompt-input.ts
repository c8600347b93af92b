/**
 * An ACP prompt (content blocks) as a round's message and images. Text joins in order; an image
 * goes to the CLI as an image (the agent advertises `image`); a link to a resource is named in the
 * text, as the ACP baseline asks of every agent; an embedded resource (`embeddedContext`: what an
 * editor sends for an @-mention) goes in as text the model sees, under its URI, each cut to
 * RESOURCE_CHARS (an embedded image goes as an image). Audio is not advertised, and a prompt that
 * carries it anyway is refused rather than silently cut; so is a prompt past MAX_PROMPT_CHARS.
 */
import { RequestError, type ContentBlock } from '@agentclientprotocol/sdk';
import type { UserImage } from '@mwh/protocol-core';

/** The media types both model APIs take. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Characters of one prompt's text at most: codex refuses a longer user input (its
 * MAX_USER_INPUT_TEXT_CHARS, 2^20), and the same bound holds for Claude Code, so a prompt is
 * refused here with a sentence, before any CLI starts, rather than failing inside it.
 */
export const MAX_PROMPT_CHARS = 1 << 20;
/** Characters of one embedded resource's text the model is given; the rest is said to be cut. */
export const RESOURCE_CHARS = 200_000;

export interface PromptInput {
  message: string;
  images: UserImage[];
}

export function promptInput(blocks: readonly ContentBlock[]): PromptInput {
  const texts: string[] = [];
  const images: UserImage[] = [];
  let chars = 0;
  const add = (text: string) => {
    texts.push(text);
    chars += text.length + 1;
    if (chars > MAX_PROMPT_CHARS + 1) throw tooLong(blocks);
  };
  for (const block of blocks) {
    switch (block.type) {
      case 'text':
        add(block.text);
        break;
      case 'image':
        images.push(image(block.mimeType, block.data));
        break;
      case 'resource_link':
        add(`@${block.uri}`);
        break;
      case 'resource': {
        const { resource } = block;
        const mimeType = resource.mimeType ?? undefined;
        if ('text' in resource && typeof resource.text === 'string') add(embedded(resource.uri, mimeType, resource.text));
        else if ('blob' in resource && typeof resource.blob === 'string' && mimeType && IMAGE_TYPES.has(mimeType)) images.push(image(mimeType, resource.blob));
        else add(`<context uri=${JSON.stringify(resource.uri)}${mimeType ? ` type=${JSON.stringify(mimeType)}` : ''}>(binary content, not shown)</context>`);
        break;
      }
      default:
        throw RequestError.invalidParams({ type: block.type }, `this agent does not take ${block.type} content in a prompt; it advertises text, images, resource links and embedded resources.`);
    }
  }
  const message = texts.join('\n');
  if (!message.trim() && images.length === 0) throw RequestError.invalidParams(undefined, 'the prompt is empty.');
  // Both CLIs want a message with the images: say what they are for when the user did not.
  return { message: message.trim() ? message : 'See the attached image.', images };
}

function image(mimeType: string, data: string): UserImage {
  if (!IMAGE_TYPES.has(mimeType)) throw RequestError.invalidParams({ mimeType: mimeType.slice(0, 80) }, `an image of type ${JSON.stringify(mimeType.slice(0, 80))} cannot go to the model; send png, jpeg, gif or webp.`);
  return { mediaType: mimeType, data };
}

/** An embedded resource's text as the model reads it: under its URI, cut to RESOURCE_CHARS. */
function embedded(uri: string, mimeType: string | undefined, text: string): string {
  const cut = text.length > RESOURCE_CHARS;
  const body = cut ? `${text.slice(0, /[\uD800-\uDBFF]/.test(text.charAt(RESOURCE_CHARS - 1)) ? RESOURCE_CHARS - 1 : RESOURCE_CHARS)}\n[mwh: the rest of this resource, ${text.length - RESOURCE_CHARS} more characters, was left out]` : text;
  return `<context uri=${JSON.stringify(uri)}${mimeType ? ` type=${JSON.stringify(mimeType)}` : ''}>\n${body}\n</context>`;
}

function tooLong(blocks: readonly ContentBlock[]): RequestError {
  return RequestError.invalidParams({ maxChars: MAX_PROMPT_CHARS, blocks: blocks.length }, `the prompt is longer than ${MAX_PROMPT_CHARS} characters, more than the CLI takes in one message; send a shorter one, or the long parts as resource links.`);
}
