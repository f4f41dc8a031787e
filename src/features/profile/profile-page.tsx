import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MemberProfileView } from '#schemas/account-api.ts';
import {
  checkBirthday,
  isNickname,
  isRealName,
  type ContactField,
} from '#schemas/account-rules.ts';
import { PlatformError } from '#src/api/client.ts';
import { updateProfile } from '#src/api/profile.ts';
import { profileQuery } from '#src/api/profile.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { CONTACT_LABELS, profileMessages as m, profileValueMessages } from './profile-messages.ts';
import './profile.css';

type Errors = Partial<Record<'nickname' | 'realName' | 'birthday', string>>;

/**
 * `/profile` (spec sections 2 and 3): avatar (default on a broken image), nickname, real name
 * (no diacritics, set once), birthday, the contact fields the platform's rules enable (checked
 * by them on the platform), the member labels and the VIP rank in its colours.
 */
export function ProfilePage() {
  const intl = useIntl();
  const account = useSession().member?.account ?? '';
  const profile = useQuery(profileQuery(account));
  return (
    <section className="member-centre__card profile" aria-labelledby="profile-title">
      <h1 id="profile-title" className="member-centre__title">
        {intl.formatMessage(m.title)}
      </h1>
      {profile.isPending && <p role="status">{intl.formatMessage(m.loading)}</p>}
      {profile.isError && <RetryNotice onRetry={() => void profile.refetch()} />}
      {profile.data && <ProfileForm profile={profile.data} />}
    </section>
  );
}

function ProfileForm({ profile }: { profile: MemberProfileView }) {
  const intl = useIntl();
  const id = useId();
  const queryClient = useQueryClient();
  const session = useSession();
  const [nickname, setNickname] = useState(profile.nickname);
  const [realName, setRealName] = useState(profile.realName ?? '');
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [contacts, setContacts] = useState<Partial<Record<ContactField, string>>>(() =>
    Object.fromEntries(Object.entries(profile.contacts).map(([key, value]) => [key, value ?? ''])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const contactFields = Object.keys(profile.contacts) as ContactField[];
  const club = profile.clubLabel;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!isNickname(nickname)) found.nickname = intl.formatMessage(m.nicknameInvalid);
    if (profile.realName === null && realName.trim() !== '' && !isRealName(realName)) {
      found.realName = intl.formatMessage(m.realNameFormat);
    }
    if (birthday !== '') {
      const verdict = checkBirthday(birthday, Date.now());
      if (verdict !== 'ok') {
        found.birthday = intl.formatMessage(
          verdict === 'tooYoung' ? m.tooYoung : m.birthdayInvalid,
        );
      }
    }
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const next = await updateProfile({
        nickname,
        ...(profile.realName === null && realName.trim() !== '' ? { realName } : {}),
        ...(birthday !== '' ? { birthday } : {}),
        contacts,
      });
      queryClient.setQueryData(profileQuery(next.account).queryKey, next);
      // The header greets the member by nickname: it follows without a reload.
      if (session.member && session.member.nickname !== next.nickname) {
        session.send({
          type: 'session.memberChanged',
          member: { ...session.member, nickname: next.nickname },
        });
      }
      setResult({ ok: true, text: intl.formatMessage(m.saved) });
    } catch (error) {
      const text = error instanceof PlatformError ? error.serverMessage : null;
      setResult({ ok: false, text: text ?? intl.formatMessage(m.failed) });
    } finally {
      setBusy(false);
    }
  };

  const field = (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { error?: string; hint?: string; readOnly?: boolean; type?: string } = {},
  ) => (
    <div className="ui-field" key={key}>
      <label className="ui-field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className="ui-field__input"
        type={options.type ?? 'text'}
        value={value}
        readOnly={options.readOnly}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(options.error)}
        aria-describedby={
          [options.hint ? `${id}-${key}-hint` : '', options.error ? `${id}-${key}-error` : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        data-testid={`profile-${key}`}
      />
      {options.hint && (
        <p className="ui-field__hint" id={`${id}-${key}-hint`}>
          {options.hint}
        </p>
      )}
      {options.error && (
        <p className="ui-field__error" id={`${id}-${key}-error`}>
          {options.error}
        </p>
      )}
    </div>
  );

  return (
    <>
      <div className="profile__head">
        <ProfileAvatar
          src={profile.avatarUrl}
          alt={intl.formatMessage(profileValueMessages.avatar, { name: profile.nickname })}
        />
        <div>
          <p className="profile__account">
            {intl.formatMessage(profileValueMessages.account, {
              account: profile.account,
            })}
          </p>
          {club && (
            <p
              className="profile__vip"
              data-testid="profile-vip"
              // The rank's colours frame the text, which keeps the theme's readable colour.
              style={{ borderColor: club.color, boxShadow: `inset 0 0 0 2px ${club.color2}` }}
            >
              {intl.formatMessage(profileValueMessages.vip, { rank: club.labelName })}
            </p>
          )}
          {profile.memberLabel.length > 0 && (
            <ul className="profile__labels" aria-label={intl.formatMessage(m.labels)}>
              {profile.memberLabel.map((label) => (
                <li key={label.labelName} className="profile__label">
                  {label.labelName}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <dl className="profile__contacts">
        <dt>{intl.formatMessage(m.mobile)}</dt>
        <dd>{profile.mobile ?? intl.formatMessage(m.notSet)}</dd>
        <dt>{intl.formatMessage(m.email)}</dt>
        <dd>{profile.email ?? intl.formatMessage(m.notSet)}</dd>
      </dl>
      <p>
        <Link to="/securityCenter">{intl.formatMessage(m.changeInSecurity)}</Link>
      </p>
      <form className="ui-form profile__form" noValidate onSubmit={submit}>
        {field('nickname', intl.formatMessage(m.nickname), nickname, setNickname, {
          error: errors.nickname,
        })}
        {field('realName', intl.formatMessage(m.realName), realName, setRealName, {
          error: errors.realName,
          readOnly: profile.realName !== null,
          hint: profile.realName === null ? intl.formatMessage(m.realNameHint) : undefined,
        })}
        {field('birthday', intl.formatMessage(m.birthday), birthday, setBirthday, {
          error: errors.birthday,
          type: 'date',
        })}
        {contactFields.map((key) =>
          field(key, intl.formatMessage(CONTACT_LABELS[key]), contacts[key] ?? '', (value) =>
            setContacts((current) => ({ ...current, [key]: value })),
          ),
        )}
        <p className={result?.ok ? 'profile__saved' : 'ui-form__failure'} role="status">
          {result?.text}
        </p>
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={busy}
          data-testid="profile-save"
        >
          {intl.formatMessage(busy ? m.saving : m.save)}
        </button>
      </form>
    </>
  );
}
