// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import type { RegisterFieldRule as ServerRule, RegisterRules } from './platform-api.ts';
import type {
  RegisterFlags,
  RegisterForm,
  RegisterFormField,
  RegisterFormInput,
  RegisterValues,
} from './register-form.types.ts';
import { buildRegisterForm } from './register.builder.ts';
import { ajvAccepts, brandInput, submitted, translator } from './register-test-support.ts';
import { validateRegistration } from './register.validate.ts';

const en = translator('en');
const build = (input: RegisterFormInput) => buildRegisterForm(input, en);
const names = (form: RegisterForm) => form.fields.map((rule) => rule.field);
const ruleOf = (form: RegisterForm, field: RegisterFormField) =>
  form.fields.find((rule) => rule.field === field);
const prop = (form: RegisterForm, field: string) =>
  form.schema.properties?.[field] as RJSFSchema | undefined;

const rule = (overrides: Partial<ServerRule> = {}): ServerRule => ({
  enabled: true,
  required: false,
  patternId: 0,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 20,
  ...overrides,
});
const input = (
  rules: RegisterRules | undefined,
  overrides: Partial<RegisterFormInput> = {},
): RegisterFormInput => ({ rules, flags: {}, mode: 'username', layout: 'page', ...overrides });
const BASE: RegisterRules = {
  username: rule({
    required: true,
    patternId: 14,
    acceptedPattern: '[A-Za-z0-9]+',
    minLength: 4,
    maxLength: 16,
  }),
  password: rule({ required: true, minLength: 6, maxLength: 20 }),
};

/** Both ajv (as RJSF and strict) and validateRegistration accept the values, or both refuse. */
function verdicts(form: RegisterForm, values: RegisterValues) {
  return {
    ajv: ajvAccepts(form.schema, submitted(form, values)),
    validate: Object.keys(validateRegistration(form, values)).length === 0,
  };
}
const BOTH_ACCEPT = { ajv: true, validate: true };
const BOTH_REFUSE = { ajv: false, validate: false };

describe('buildRegisterForm on the shipped brands', () => {
  const combos = ['demo', 'nightowl', 'lotus'].flatMap((brand) =>
    (['username', 'mobile'] as const).flatMap((mode) =>
      (['page', 'popup'] as const).map((layout) => ({ brand, mode, layout })),
    ),
  );

  it.each(combos)(
    '$brand $mode $layout: schema, required list, ui:order and fields agree',
    ({ brand, mode, layout }) => {
      const form = build(brandInput(brand, mode, layout));
      expect(Object.keys(form.schema.properties ?? {})).toEqual(names(form));
      expect(form.uiSchema['ui:order']).toEqual(names(form));
      expect(form.schema.required).toEqual(
        form.fields.filter((r) => r.required).map((r) => r.field),
      );
      expect(form.schema.type).toBe('object');
      // Compiles in strict ajv and in RJSF's validator (an empty form is refused, not an error).
      expect(ajvAccepts(form.schema, {})).toBe(false);
      expect({ mode: form.mode, layout: form.layout }).toEqual({ mode, layout });
    },
  );

  it('reports nothing to repair in the shipped rules, except a mobile form nightowl does not offer', () => {
    for (const { brand, mode } of combos) {
      const { warnings } = build(brandInput(brand, mode));
      if (brand === 'nightowl' && mode === 'mobile') {
        expect(warnings).toContain(
          'mode: mobile registration was asked for while MOBILENUMREG3 is off',
        );
      } else expect(warnings).toEqual([]);
    }
  });

  const demoPlayer: RegisterValues = {
    username: 'player01',
    password: 'secret1',
    confirmPassword: 'secret1',
    countryDialingCode: '+84',
    mobileNum: '0912345678',
    verificationCode: '123456',
    paymentPassword: '123456',
    captcha: 'ab12',
    terms: true,
    ageConfirm: true,
  };

  it('demo, username form: the fields of every enabled rule, in display order', () => {
    const form = build(brandInput('demo', 'username'));
    expect(names(form)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'paymentPassword',
      'payeeName',
      'email',
      'zalo',
      'affiliateCode',
      'captcha',
      'terms',
      'ageConfirm',
    ]);
    expect(form.schema.required).toEqual([
      'username',
      'password',
      'confirmPassword',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'paymentPassword',
      'captcha',
      'terms',
      'ageConfirm',
    ]);
  });

  it('demo, username form: a complete player passes ajv and the validator; each mistake fails both', () => {
    const form = build(brandInput('demo', 'username'));
    expect(verdicts(form, demoPlayer)).toEqual(BOTH_ACCEPT);
    expect(
      verdicts(form, { ...demoPlayer, payeeName: 'Nguyen Van An', email: 'an@example.vn' }),
    ).toEqual(BOTH_ACCEPT);
    const mistakes: RegisterValues[] = [
      { username: 'abc' },
      { username: 'player_01' },
      { password: 'short', confirmPassword: 'short' },
      { mobileNum: '09123abc45' },
      { verificationCode: '12a4' },
      { paymentPassword: '12345' },
      { captcha: '' },
      { payeeName: 'Nguyễn Văn An' },
      { email: 'not-an-email' },
      { zalo: '12' },
      { affiliateCode: 'AB-12' },
      { terms: false },
      { ageConfirm: false },
    ];
    for (const mistake of mistakes) {
      expect({ mistake, ...verdicts(form, { ...demoPlayer, ...mistake }) }).toEqual({
        mistake,
        ...BOTH_REFUSE,
      });
    }
  });

  it('nightowl: passwords need a capital, e-mail and captcha are required, the phone is optional', () => {
    const form = build(brandInput('nightowl', 'username'));
    const player: RegisterValues = {
      username: 'owlet99',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      email: 'owl@example.com',
      captcha: 'x7k2',
      terms: true,
      ageConfirm: true,
    };
    expect(verdicts(form, player)).toEqual(BOTH_ACCEPT);
    expect(
      verdicts(form, { ...player, password: 'secret123', confirmPassword: 'secret123' }),
    ).toEqual(BOTH_REFUSE);
    expect(verdicts(form, { ...player, username: '9owlet' })).toEqual(BOTH_REFUSE);
    expect(verdicts(form, { ...player, email: '' })).toEqual(BOTH_REFUSE);
    expect(ruleOf(form, 'mobileNum')).toMatchObject({ required: false });
    expect(ruleOf(form, 'verificationCode')).toBeUndefined();
  });

  it('lotus, mobile form: no username, phone and SMS code first, password kept by MOBILENUMPASSREG3', () => {
    const form = build(brandInput('lotus', 'mobile'));
    expect(names(form)).toEqual([
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'payeeName',
      'zalo',
      'affiliateCode',
      'terms',
      'ageConfirm',
    ]);
    const player: RegisterValues = {
      countryDialingCode: '+84',
      mobileNum: '912345678',
      verificationCode: '4821',
      password: 'lotus88',
      confirmPassword: 'lotus88',
      terms: true,
      ageConfirm: true,
    };
    expect(verdicts(form, player)).toEqual(BOTH_ACCEPT);
    expect(verdicts(form, { ...player, mobileNum: '91234' })).toEqual(BOTH_REFUSE);
    expect(verdicts(form, { ...player, verificationCode: '' })).toEqual(BOTH_REFUSE);
  });
});

describe('fixed rules of spec section 5', () => {
  it('username form: the username is shown and required even when its rule is disabled or optional', () => {
    const form = build(
      input({
        ...BASE,
        username: rule({ enabled: false, required: false, patternId: 1, minLength: 6 }),
      }),
    );
    expect(ruleOf(form, 'username')).toMatchObject({ required: true, patternId: 1, minLength: 6 });
    expect(form.schema.required).toContain('username');
  });

  it('password required with the server pattern; confirmation required and follows the password rule', () => {
    const rules = {
      ...BASE,
      password: rule({
        required: false,
        patternId: 7,
        acceptedPattern: '(?=.*[A-Z])[A-Za-z0-9]+',
        minLength: 8,
      }),
    };
    const form = build(input(rules));
    expect(ruleOf(form, 'password')).toMatchObject({ required: true, patternId: 7, minLength: 8 });
    expect(ruleOf(form, 'confirmPassword')).toMatchObject({
      required: true,
      patternId: 7,
      minLength: 8,
    });
    expect(prop(form, 'password')?.pattern).toBe('^(?:(?=.*[A-Z])[A-Za-z0-9]+)$');
    const errors = validateRegistration(form, {
      username: 'abcd',
      password: 'Secret12',
      confirmPassword: 'Secret13',
    });
    expect(errors.confirmPassword).toEqual({ id: 'register.error.inconsistentTwice' });
  });

  it('username form: the phone shows only when enabled; required by its rule or by the SMS code', () => {
    const off = build(
      input({ ...BASE, mobileNum: rule({ enabled: false }) }, { flags: { REGMOBVERF3: true } }),
    );
    expect(names(off)).not.toContain('mobileNum');
    expect(names(off)).not.toContain('verificationCode');
    expect(names(off)).not.toContain('countryDialingCode');

    const optional = build(input({ ...BASE, mobileNum: rule({ required: false }) }));
    expect(ruleOf(optional, 'mobileNum')).toMatchObject({ required: false });
    expect(ruleOf(optional, 'countryDialingCode')).toMatchObject({
      required: false,
      pattern: null,
    });
    expect(names(optional)).not.toContain('verificationCode');

    const withSms = build(
      input({ ...BASE, mobileNum: rule({ required: false }) }, { flags: { REGMOBVERF3: true } }),
    );
    expect(ruleOf(withSms, 'mobileNum')).toMatchObject({ required: true });
    expect(ruleOf(withSms, 'verificationCode')).toMatchObject({ required: true, maxLength: 255 });
    expect(names(withSms).slice(2, 6)).toEqual([
      'confirmPassword',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
    ]);
  });

  it('mobile form: the phone and SMS code are always shown and required, whatever their rules say', () => {
    const rules = {
      ...BASE,
      mobileNum: rule({
        enabled: false,
        minLength: 9,
        maxLength: 10,
        acceptedPattern: '[0-9]+',
        patternId: 6,
      }),
    };
    const form = build(input(rules, { mode: 'mobile', flags: { MOBILENUMREG3: true } }));
    expect(names(form)).toEqual([
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'terms',
      'ageConfirm',
    ]);
    expect(ruleOf(form, 'mobileNum')).toMatchObject({
      required: true,
      minLength: 9,
      maxLength: 10,
      patternId: 6,
    });
    expect(ruleOf(form, 'verificationCode')).toMatchObject({ required: true, maxLength: 255 });
    expect(form.warnings).toEqual(['rules.verificationCode: missing; using the default rule']);
  });

  it('mobile form: password and confirmation only with MOBILENUMPASSREG3', () => {
    const flags: RegisterFlags = { MOBILENUMREG3: true, MOBILENUMPASSREG3: true };
    const withPassword = build(input(BASE, { mode: 'mobile', flags }));
    expect(names(withPassword)).toContain('password');
    expect(names(withPassword)).toContain('confirmPassword');
    expect(names(withPassword)).not.toContain('username');
    const without = build(
      input(BASE, { mode: 'mobile', flags: { ...flags, MOBILENUMPASSREG3: false } }),
    );
    expect(names(without)).not.toContain('password');
    expect(names(without)).not.toContain('confirmPassword');
  });

  it('the SMS code is at most 255 characters, whatever its rule says', () => {
    const flags: RegisterFlags = { MOBILENUMREG3: true };
    for (const maxLength of [6, 1000]) {
      const form = build(
        input({ verificationCode: rule({ minLength: 4, maxLength }) }, { mode: 'mobile', flags }),
      );
      expect(ruleOf(form, 'verificationCode')).toMatchObject({ minLength: 4, maxLength: 255 });
      expect(prop(form, 'verificationCode')).toMatchObject({ minLength: 4, maxLength: 255 });
    }
  });

  it('nine-digit phones: min and max 9 gives "Phone number must be 9 digits"', () => {
    const rules = {
      mobileNum: rule({ minLength: 9, maxLength: 9, acceptedPattern: '[0-9]+', patternId: 6 }),
    };
    const form = build(input(rules, { mode: 'mobile', flags: { MOBILENUMREG3: true } }));
    const error = validateRegistration(form, { mobileNum: '09123' }).mobileNum;
    expect(error).toEqual({ id: 'register.error.phoneDigits', values: { digits: 9 } });
    expect(en(error!)).toBe('Phone number must be 9 digits');
  });

  it('the withdrawal password is shown and required when its rule is enabled', () => {
    const on = build(
      input({ ...BASE, paymentPassword: rule({ required: false, minLength: 6, maxLength: 6 }) }),
    );
    expect(ruleOf(on, 'paymentPassword')).toMatchObject({ required: true });
    expect(on.uiSchema.paymentPassword['ui:widget']).toBe('password');
    const off = build(
      input({ ...BASE, paymentPassword: rule({ enabled: false, required: true }) }),
    );
    expect(names(off)).not.toContain('paymentPassword');
  });

  it('contact fields, e-mail, invitation code and captcha: shown when enabled, required only when configured', () => {
    const fields = [
      'qqNum',
      'line',
      'whatsapp',
      'zalo',
      'facebook',
      'wechat',
      'idNumber',
      'email',
      'affiliateCode',
      'captcha',
    ] as const;
    const rules: RegisterRules = { ...BASE };
    fields.forEach((field, index) => {
      rules[field] = rule({ required: index % 2 === 0, minLength: index + 1 });
    });
    const form = build(input(rules));
    fields.forEach((field, index) => {
      expect(ruleOf(form, field)).toMatchObject({
        required: index % 2 === 0,
        minLength: index + 1,
      });
    });
    const hidden = build(input({ ...BASE, qqNum: rule({ enabled: false, required: true }) }));
    expect(names(hidden)).not.toContain('qqNum');
  });

  it('the real name refuses diacritics and accepts spaces', () => {
    const form = build(input({ ...BASE, payeeName: rule({ minLength: 2, maxLength: 50 }) }));
    const check = (payeeName: string) => validateRegistration(form, { payeeName }).payeeName;
    expect(check('Nguyen Van An')).toBeUndefined();
    const error = check('Nguyễn Văn An');
    expect(error?.id).toBe('register.pattern.17');
    expect(en(error!)).toBe('2-50 characters, letters without diacritics and spaces only');
  });

  it('terms start ticked, the 18+ box unticked; both must be ticked', () => {
    const form = build(input(BASE));
    expect(names(form).slice(-2)).toEqual(['terms', 'ageConfirm']);
    expect(prop(form, 'terms')).toEqual({ type: 'boolean', const: true, default: true });
    expect(prop(form, 'ageConfirm')).toEqual({ type: 'boolean', const: true, default: false });
    expect(form.schema.required).toEqual(expect.arrayContaining(['terms', 'ageConfirm']));
  });
});

describe('uiSchema', () => {
  const rules: RegisterRules = {
    ...BASE,
    mobileNum: rule({ required: false }),
    email: rule({ required: true }),
    captcha: rule({ required: true }),
  };
  const flags: RegisterFlags = { REGMOBVERF3: true };

  it('labels come from the locale; required placeholders end with " *"', () => {
    const form = build(input(rules, { flags }));
    expect(form.uiSchema.username).toMatchObject({
      'ui:title': 'Username',
      'ui:placeholder': 'Username *',
    });
    const optional = build(input({ ...BASE, email: rule() }));
    expect(optional.uiSchema.email['ui:placeholder']).toBe('E-mail');
    const vi = buildRegisterForm(input(rules, { flags }), translator('vi'));
    expect(vi.uiSchema.username).toMatchObject({
      'ui:title': 'Tên đăng nhập',
      'ui:placeholder': 'Tên đăng nhập *',
    });
    expect(vi.uiSchema.terms['ui:placeholder']).toBeUndefined();
  });

  it('widgets, input types and autofill hints the UI implements', () => {
    const ui = build(input(rules, { flags })).uiSchema;
    expect(ui.password).toMatchObject({
      'ui:widget': 'password',
      'ui:autocomplete': 'new-password',
    });
    expect(ui.confirmPassword).toMatchObject({
      'ui:widget': 'password',
      'ui:autocomplete': 'new-password',
    });
    expect(ui.username['ui:autocomplete']).toBe('username');
    expect(ui.terms['ui:widget']).toBe('checkbox');
    expect(ui.ageConfirm['ui:widget']).toBe('checkbox');
    expect(ui.captcha['ui:widget']).toBe('captcha');
    expect(ui.verificationCode).toMatchObject({
      'ui:widget': 'smsCode',
      'ui:autocomplete': 'one-time-code',
    });
    expect(ui.countryDialingCode['ui:widget']).toBe('dialCode');
    expect(ui.mobileNum).toMatchObject({
      'ui:options': { inputType: 'tel' },
      'ui:autocomplete': 'tel-national',
    });
    expect(ui.email).toMatchObject({
      'ui:options': { inputType: 'email' },
      'ui:autocomplete': 'email',
    });
  });

  it('the page shows labels and a help line; the popup hides labels (not the consent sentences) and help', () => {
    const page = build(input(rules, { flags, layout: 'page' })).uiSchema;
    expect(page.username['ui:options']?.label).toBeUndefined();
    expect(page.username['ui:help']).toBe('4-16 characters, letters and digits only');
    expect(page.confirmPassword['ui:help']).toBe('Enter the same password again');

    const popup = build(input(rules, { flags, layout: 'popup' })).uiSchema;
    for (const field of ['username', 'password', 'mobileNum', 'email', 'captcha']) {
      expect(popup[field]['ui:options']).toMatchObject({ label: false });
      expect(popup[field]['ui:help']).toBeUndefined();
    }
    expect(popup.terms['ui:options']).toBeUndefined();
    expect(popup.terms['ui:title']).toBe('I have read and agree to the terms and conditions');
  });
});

describe('bad rules are repaired with a warning, never thrown', () => {
  it('an invalid regular expression is dropped: any text passes, the platform still checks', () => {
    const form = build(
      input({ ...BASE, username: rule({ acceptedPattern: '[a-z', minLength: 4 }) }),
    );
    expect(form.warnings).toEqual([
      expect.stringMatching(
        /^rules\.username\.acceptedPattern: "\[a-z" is not a valid regular expression/,
      ),
    ]);
    expect(ruleOf(form, 'username')?.pattern).toBeNull();
    expect(prop(form, 'username')).not.toHaveProperty('pattern');
  });

  it('a fragment that only balances once wrapped is refused, not silently re-anchored', () => {
    const form = build(input({ ...BASE, username: rule({ acceptedPattern: 'a)|(b' }) }));
    expect(ruleOf(form, 'username')?.pattern).toBeNull();
    expect(form.warnings).toHaveLength(1);
  });

  it("'*' and '' accept anything, without a warning", () => {
    for (const acceptedPattern of ['*', '']) {
      const form = build(input({ ...BASE, username: rule({ acceptedPattern }) }));
      expect(ruleOf(form, 'username')?.pattern).toBeNull();
      expect(form.warnings).toEqual([]);
    }
  });

  it('min above max is swapped', () => {
    const form = build(input({ ...BASE, username: rule({ minLength: 16, maxLength: 4 }) }));
    expect(ruleOf(form, 'username')).toMatchObject({ minLength: 4, maxLength: 16 });
    expect(form.warnings).toEqual(['rules.username: minLength 16 is above maxLength 4; swapped']);
  });

  it('negative, NaN or missing bounds fall back to 0..255 (a value has at least 1 character)', () => {
    const form = build(
      input({
        ...BASE,
        username: rule({ minLength: -3, maxLength: Number.NaN }),
        email: { enabled: true, required: true, patternId: 3, acceptedPattern: '*' } as ServerRule,
      }),
    );
    expect(ruleOf(form, 'username')).toMatchObject({ minLength: 1, maxLength: 255 });
    expect(ruleOf(form, 'email')).toMatchObject({ minLength: 1, maxLength: 255 });
    expect(form.warnings).toEqual([
      'rules.username.minLength: -3 is not a length; using 0',
      'rules.username.maxLength: NaN is not a length; using 255',
      'rules.email.minLength: undefined is not a length; using 0',
      'rules.email.maxLength: undefined is not a length; using 255',
    ]);
  });

  it('an unknown pattern id gets the length-only message', () => {
    const form = build(
      input({ ...BASE, username: rule({ patternId: 42, minLength: 4, maxLength: 16 }) }),
    );
    expect(ruleOf(form, 'username')?.patternId).toBe(0);
    expect(form.warnings).toEqual([
      'rules.username.patternId: 42 is not a pattern id (0-19); its message states the length only',
    ]);
    expect(en(validateRegistration(form, { username: 'abc' }).username!)).toBe('4-16 characters');
  });

  it('unknown fields are ignored', () => {
    const rules = { ...BASE, nickname: rule() } as RegisterRules;
    const form = build(input(rules));
    expect(names(form)).not.toContain('nickname');
    expect(form.warnings).toEqual(['rules.nickname: not a registration field; ignored']);
  });

  it('no rules at all: the fixed fields get defaults', () => {
    const form = build(
      input(undefined, { mode: 'mobile', flags: { MOBILENUMREG3: true, MOBILENUMPASSREG3: true } }),
    );
    expect(names(form)).toEqual([
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'terms',
      'ageConfirm',
    ]);
    expect(form.warnings).toEqual([
      'rules: none received; the fixed fields use their defaults',
      'rules.password: missing; using the default rule',
      'rules.mobileNum: missing; using the default rule',
      'rules.verificationCode: missing; using the default rule',
    ]);
    expect(ruleOf(form, 'mobileNum')).toMatchObject({ minLength: 6, maxLength: 15, patternId: 6 });
  });

  it('a missing rule of a required fixed field gets its default', () => {
    const form = build(input({ password: BASE.password }));
    expect(ruleOf(form, 'username')).toMatchObject({
      required: true,
      minLength: 4,
      maxLength: 16,
      patternId: 14,
    });
    expect(form.warnings).toEqual(['rules.username: missing; using the default rule']);
  });

  it('rules that are not objects, flags that are not booleans, a throwing translator', () => {
    const junk = {
      ...BASE,
      email: null,
      qqNum: { ...rule(), enabled: 'yes' },
    } as unknown as RegisterRules;
    const form = buildRegisterForm(input(junk), ({ id }) => {
      if (id === 'register.field.username') throw new Error('no such message');
      return id;
    });
    expect(names(form)).not.toContain('email');
    expect(names(form)).not.toContain('qqNum');
    expect(form.uiSchema.username['ui:title']).toBe('register.field.username');
    expect(form.warnings).toEqual([
      'rules.email: null is not a rule; ignored',
      'rules.qqNum.enabled: "yes" is not true or false; read as false',
      'translate: register.field.username failed; the id is shown instead',
    ]);
    expect(() => build(input('nonsense' as unknown as RegisterRules))).not.toThrow();
  });
});
