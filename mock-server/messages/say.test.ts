// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messageLanguageOf, replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';

const call = (language?: string) =>
  new Request('http://localhost/wps/system/status', {
    headers: language === undefined ? {} : { Language: language },
  });

describe('say', () => {
  it('answers the text of a key in the language asked for', () => {
    expect(say('vi', 'accountOrPassword')).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(say('en', 'accountOrPassword')).toBe('account or password incorrect');
  });

  it('fills the placeholders in both languages', () => {
    expect(say('en', 'smsWait', { seconds: 42 })).toBe(
      'A code was already sent, please wait 42 seconds',
    );
    expect(say('vi', 'smsWait', { seconds: 42 })).toBe(
      'Mã xác minh đã được gửi, vui lòng đợi 42 giây',
    );
  });

  it('needs the values a text names: a type error without, and the placeholder stays', () => {
    // @ts-expect-error: smsWait needs its { seconds }
    expect(say('en', 'smsWait')).toBe('A code was already sent, please wait {seconds} seconds');
  });
});

describe('the language of a reply', () => {
  it('follows the Language header: vi and its regions read Vietnamese, en reads English', () => {
    expect(replyLanguage(call('vi'), 'en')).toBe('vi');
    expect(replyLanguage(call('vi-VN'), 'en')).toBe('vi');
    expect(replyLanguage(call('en'), 'vi')).toBe('en');
  });

  it('answers in any known language the header names (zh, th, ko...), English for unknown ones', () => {
    for (const code of ['zh', 'th', 'ko', 'ar']) expect(replyLanguage(call(code), 'vi')).toBe(code);
    expect(replyLanguage(call('klingon'), 'vi')).toBe('en');
  });

  it('falls back to the language given when the call sends no (or an empty) header', () => {
    expect(replyLanguage(call(), 'vi')).toBe('vi');
    expect(replyLanguage(call(''), 'vi')).toBe('vi');
    expect(replyLanguage(call(), 'en')).toBe('en');
    expect(replyLanguage(call(), 'zh')).toBe('zh');
  });
});

describe('say in languages beyond Vietnamese and English', () => {
  it('reads English for a language without a translation, and for an unknown code', () => {
    expect(say(messageLanguageOf('pt-BR'), 'notLoggedIn')).toBe(say('en', 'notLoggedIn'));
    expect(messageLanguageOf('xx')).toBe('en');
  });

  it('takes the base language of a regional or mixed-case code', () => {
    expect(messageLanguageOf(' VI-vn ')).toBe('vi');
    expect(messageLanguageOf('zh-Hans-CN')).toBe('zh');
    expect(messageLanguageOf('th_TH')).toBe('th');
  });
});
