import { describe, expect, it } from 'vitest';
import type { HelpCategory } from '#schemas/platform-api.ts';
import { foldText, plainText, searchHelp } from './help-search.ts';

const categories: HelpCategory[] = [
  {
    id: 'payment',
    title: 'Nạp và rút tiền',
    articles: [
      {
        id: 'deposit',
        title: 'Cách nạp tiền',
        content: '<p>Mở <strong>Nạp tiền</strong> và chọn phương thức.</p>',
      },
      {
        id: 'withdrawal',
        title: 'Cách rút tiền',
        content: '<p>Nhập mật khẩu rút tiền &amp; số tiền.</p>',
      },
    ],
  },
  {
    id: 'terms',
    title: 'Điều khoản',
    articles: [
      { id: 'rules', title: 'Quy định', content: '<p>Tiền thưởng và rút tiền có điều kiện.</p>' },
    ],
  },
];

describe('searchHelp', () => {
  it('matches every word, ignoring accents and case, titles first', () => {
    const hits = searchHelp(categories, 'RUT tien');
    expect(hits.map((hit) => hit.article.id)).toEqual(['withdrawal', 'rules']);
    expect(hits[0]?.category.id).toBe('payment');
    expect(hits[0]?.excerpt).toBe('Nhập mật khẩu rút tiền & số tiền.');
  });

  it('finds nothing for an empty query or a word no article has', () => {
    expect(searchHelp(categories, '   ')).toEqual([]);
    expect(searchHelp(categories, 'casino')).toEqual([]);
  });

  it('does not match markup', () => {
    expect(searchHelp(categories, 'strong')).toEqual([]);
    expect(plainText('<p>a&nbsp;<b>b</b></p>')).toBe('a b');
    expect(foldText('  Đăng   NHẬP ')).toBe('dang nhap');
  });
});
