/**
 * OpenAPI descriptions of the spec's text-answer (`.php`) endpoints. They answer HTTP 200 with a text
 * whatever happened, like the original server, so a client that rejects non-2xx answers (axios by default)
 * still reads the marker (spec §7, §8; docs/decisions.md item 10).
 */
export const TEXT_ANSWER_DOC = {
  selectMidiProject:
    'Form `midi_id`. 200 with a JSON array `[project]` for the owner; 200 with the text `error_user_verify` ' +
    'for another user, an unknown id or a malformed `midi_id`. 401 (envelope) only without a valid token.',
  updateSubmitMidi:
    'Multipart or form fields of spec §7. Always HTTP 200, `text/plain`. The text is one marker: `success`, ' +
    '`success_file` (the MIDI file changed, live within 15 s), `error_user_verify1` (no or bad token), ' +
    '`error_user_verify2` (not the owner or no such project), `error_uploading` (the last MIDI change is not ' +
    'live yet), `error_uploading1` / `error_uploading2` (a changed flag with no staged MIDI / cover), ' +
    "`error_End` (the database write failed); or, for a form that breaks a spec §5 rule, that rule's message " +
    "(caller's language), which holds no marker, so a spec client shows its generic 抱歉，修改失败QAQ.",
  legacyApply:
    'Query `id` (a request id), or `vn` / `mn` (a vsqx / MIDI project id). Always HTTP 200, `text/plain`: ' +
    "`success` when one of the caller's own requests was removed, else `error` (no token, bad query, " +
    "nothing of the caller's in the right state).",
} as const;
