import { describe, expect, it } from 'vitest';
import { isAllowedHost } from './allowed-host';

describe('host names the server answers (DNS rebinding)', () => {
  const known = ['wash.example.ru', 'deskpc'];
  it.each(['127.0.0.1:3000', '192.0.2.2', '[fd00::2]:3000', '[::1]', 'localhost:3000', 'localhost.:3000', 'app.localhost', 'WASH.example.ru', 'wash.example.ru.:443', 'deskpc'])(
    'answers %s',
    (host) => expect(isAllowedHost(host, known)).toBe(true),
  );
  it.each(['evil.example', 'evil.example:3000', '127.0.0.1#evil', '127.0.0.1/x', 'user@127.0.0.1', '127.0.0.1 evil', 'wash.example.ru.evil.example', '', undefined])(
    'refuses %s',
    (host) => expect(isAllowedHost(host, known)).toBe(false),
  );
});
