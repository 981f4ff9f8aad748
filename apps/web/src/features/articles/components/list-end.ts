import type { KeyboardEvent } from 'react';
import { TextAreaTextApi } from '@uiw/react-md-editor/nohighlight';

/** A list item with nothing after its marker: `- `, `* `, `+ `, `3. `, `- [ ] `, indented or not. */
const EMPTY_ITEM = /^[ \t]*(?:[-*+]|\d+[.)])[ \t]+(?:\[[ xX]\][ \t]*)?$/;

/**
 * Enter on an empty list item ends the list, as in most Markdown editors: the bare marker goes and the
 * line is left empty. The editor's own Enter (a native listener on the textarea) would add yet another
 * marker, so this runs in React's capture phase, before it, and stops the key there.
 */
export function endListOnEnter(e: KeyboardEvent<HTMLTextAreaElement>) {
  if (e.key !== 'Enter' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey || e.nativeEvent.isComposing)
    return;
  const area = e.currentTarget;
  const at = area.selectionStart;
  if (at !== area.selectionEnd) return;
  const lineStart = area.value.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = area.value.indexOf('\n', at);
  if (!EMPTY_ITEM.test(area.value.slice(lineStart, lineEnd === -1 ? undefined : lineEnd))) return;
  e.preventDefault();
  e.stopPropagation();
  const api = new TextAreaTextApi(area);
  api.setSelectionRange({ start: lineStart, end: lineEnd === -1 ? area.value.length : lineEnd });
  // Through the text API (execCommand), so the change is an input event the editor and the form hear, and undo works.
  api.replaceSelection('');
}
