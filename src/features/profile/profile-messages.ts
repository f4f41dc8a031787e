import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ContactField } from '#schemas/account-rules.ts';

/** Texts with values, typed. */
export const profileValueMessages = defineMessages<{
  avatar: { name: string };
  account: { account: string };
  vip: { rank: string };
}>({
  avatar: { id: 'profile.avatar', defaultMessage: 'Avatar of {name}' },
  account: { id: 'profile.accountValue', defaultMessage: 'Account: {account}' },
  vip: { id: 'profile.vipValue', defaultMessage: 'VIP rank: {rank}' },
});

/** Texts of the profile page. */
export const profileMessages = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'Profile' },
  loading: { id: 'profile.loading', defaultMessage: 'Loading…' },
  failed: { id: 'profile.failed', defaultMessage: 'The request failed. Please try again.' },
  account: { id: 'profile.account', defaultMessage: 'Account' },
  nickname: { id: 'profile.nickname', defaultMessage: 'Nickname' },
  nicknameInvalid: {
    id: 'profile.nicknameInvalid',
    defaultMessage: 'Nickname must be 2 to 20 characters',
  },
  realName: { id: 'profile.realName', defaultMessage: 'Real name' },
  realNameHint: {
    id: 'profile.realNameHint',
    defaultMessage: 'Letters without diacritics, spaces allowed. It can be set only once.',
  },
  realNameFormat: { id: 'profile.realNameFormat', defaultMessage: 'Real name format is incorrect' },
  birthday: { id: 'profile.birthday', defaultMessage: 'Birthday' },
  birthdayInvalid: { id: 'profile.birthdayInvalid', defaultMessage: 'Date format is incorrect' },
  tooYoung: { id: 'profile.tooYoung', defaultMessage: 'You must be at least 18 years old' },
  email: { id: 'profile.email', defaultMessage: 'E-mail' },
  mobile: { id: 'profile.mobile', defaultMessage: 'Mobile number' },
  notSet: { id: 'profile.notSet', defaultMessage: 'Not set' },
  changeInSecurity: {
    id: 'profile.changeInSecurity',
    defaultMessage: 'Change in the security centre',
  },
  labels: { id: 'profile.labels', defaultMessage: 'Member labels' },
  vip: { id: 'profile.vip', defaultMessage: 'VIP rank' },
  save: { id: 'profile.save', defaultMessage: 'Save' },
  saving: { id: 'profile.saving', defaultMessage: 'Saving…' },
  saved: { id: 'profile.saved', defaultMessage: 'Profile saved' },
});

export const CONTACT_LABELS = defineMessages({
  line: { id: 'profile.contact.line', defaultMessage: 'LINE' },
  whatsapp: { id: 'profile.contact.whatsapp', defaultMessage: 'WhatsApp' },
  zalo: { id: 'profile.contact.zalo', defaultMessage: 'Zalo' },
  facebook: { id: 'profile.contact.facebook', defaultMessage: 'Facebook' },
  wechat: { id: 'profile.contact.wechat', defaultMessage: 'WeChat' },
  qqNum: { id: 'profile.contact.qqNum', defaultMessage: 'QQ' },
} satisfies Record<ContactField, MessageDescriptor>);
