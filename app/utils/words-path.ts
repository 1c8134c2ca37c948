/**
 * The path of a language's words file, `/words/ru.<12-character hash>.json` (words-file.server.ts
 * names and serves them): the one web path a cache may keep (server.ts). A module of its own,
 * without the words, so that the server's bundle takes the shape and not every language.
 */
export const WORDS_PATH = /^\/words\/([a-z]{2})\.[\w-]{12}\.json$/;
