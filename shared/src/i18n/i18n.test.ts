import {
  addResources,
  addressLocale,
  browserLocale,
  changeLocale,
  currentLocale,
  i18n,
  initI18n,
  loadCurrentTexts,
  loadLocale,
  localeCookieMaxAge,
  rememberLocale,
  resolveLocale,
  supportedLocales,
} from '.';

function cookieValue(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

afterEach(async () => {
  await changeLocale('de');
  jest.restoreAllMocks();
});

describe('i18n', () => {
  it('starts in German with the shared texts', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-CH', 'de']);
    initI18n();
    expect(currentLocale()).toBe('de');
    expect(i18n.t('logout.confirm')).toBe('Sind Sie sicher, dass Sie sich ausloggen möchten?');
    expect(i18n.t('errors.notFound')).toBe('Diese Seite konnte nicht gefunden werden');
    expect(i18n.t('errors.notFound', { lng: 'en' })).toBe('This page could not be found');
  });

  it("takes the browser's language when nothing else chose one", () => {
    expect(browserLocale(['fr-CH', 'de'])).toBe('fr');
    expect(browserLocale(['es-ES', 'it-CH'])).toBe('it');
    expect(browserLocale(['es-ES'])).toBeNull();
    document.cookie = 'locale=; max-age=0; path=/';
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CH', 'fr', 'de']);
    initI18n();
    expect(currentLocale()).toBe('fr');
  });

  it('starts in the language of the address before the cookie and the browser', () => {
    expect(addressLocale({ pathname: '/fr/users/management', search: '' })).toBe('fr');
    expect(addressLocale({ pathname: '/fr/settings', search: '?locale=it' })).toBe('it');
    expect(addressLocale({ pathname: '/settings', search: '?locale=xx' })).toBeNull();
    expect(addressLocale({ pathname: '/users/management', search: '' })).toBeNull();
    // the address before the saved language, the saved one where the address names none
    expect(resolveLocale('it', 'fr', 'de')).toBe('it');
    expect(resolveLocale(null, 'fr', 'de')).toBe('fr');
    expect(resolveLocale(null, 'settings', 'en')).toBe('en');
    expect(resolveLocale('xx', undefined, undefined)).toBeNull();
    document.cookie = 'locale=de; path=/';
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    window.history.pushState({}, '', '/it/settings');
    try {
      initI18n();
      expect(currentLocale()).toBe('it');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it("remembers the user's saved language at sign-in, so that the next page starts in it", () => {
    document.cookie = 'locale=; max-age=0; path=/';
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    rememberLocale('fr');
    expect(cookieValue('locale')).toBe('fr');
    initI18n();
    expect(currentLocale()).toBe('fr');
    rememberLocale('xx');
    expect(cookieValue('locale')).toBe('fr');
  });

  it('offers de, en, fr and it with every common key translated', () => {
    expect(supportedLocales).toEqual(['de', 'en', 'fr', 'it']);
    const keys = (lng: string) => JSON.stringify(Object.keys(flatten(i18n.getResourceBundle(lng, 'common') as object)).sort());
    for (const lng of supportedLocales) expect(keys(lng)).toBe(keys('de'));
  });

  it('changes the language and remembers it in the locale cookie for 365 days', async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });

    await changeLocale('fr');

    expect(i18n.t('logout.confirm')).toBe('Êtes-vous sûr de vouloir vous déconnecter ?');
    expect(cookieValue('locale')).toBe('fr');
    expect(written.at(-1)).toContain(`Max-Age=${localeCookieMaxAge}`);
    expect(localeCookieMaxAge).toBe(365 * 24 * 60 * 60);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('falls back to German for an unsupported locale and for keys a language lacks', async () => {
    await changeLocale('es');
    expect(currentLocale()).toBe('de');

    addResources('demo', { de: { only: 'Nur auf Deutsch', both: 'Beide' }, en: { both: 'Both' } });
    await changeLocale('en');
    // The `demo` namespace is added at run time, so its keys are not part of the typed resources.
    const t = i18n.t as (key: string) => string;
    expect(t('demo:both')).toBe('Both');
    expect(t('demo:only')).toBe('Nur auf Deutsch');
  });
});

function flatten(value: object, prefix = ''): Record<string, unknown> {
  return Object.entries(value).reduce<Record<string, unknown>>((acc, [key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === 'object' && inner !== null) Object.assign(acc, flatten(inner, path));
    else acc[path] = inner;
    return acc;
  }, {});
}

/** A translation file as the build leaves it out of the bundle (build-kit/lazy-texts-loader.cjs). */
function lazyTexts(load: () => Promise<{ default: object }>) {
  return { [Symbol.for('@portal/shared/lazy-texts')]: load } as unknown as object;
}

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('texts the build leaves out of the bundle', () => {
  // namespaces added at run time: their keys are not part of the typed resources
  const text = (key: string) => (i18n.t as (key: string) => string)(key);

  it('loads a language when the interface switches to it, and only then shows it', async () => {
    const french = deferred<{ default: object }>();
    addResources('lazy-switch', { de: { hello: 'Hallo' }, fr: lazyTexts(() => french.promise) });
    expect(loadLocale('de')).toBeNull();

    const switching = changeLocale('fr');
    // no French text yet: the page stays German rather than showing a mix
    expect(i18n.language).toBe('de');
    french.resolve({ default: { hello: 'Bonjour' } });
    await switching;
    expect(i18n.language).toBe('fr');
    expect(text('lazy-switch:hello')).toBe('Bonjour');
  });

  it('lets the later of two quick switches win, whichever texts arrive first', async () => {
    const italian = deferred<{ default: object }>();
    addResources('lazy-race', { de: { hello: 'Hallo' }, it: lazyTexts(() => italian.promise) });
    const toItalian = changeLocale('it');
    await changeLocale('en');
    italian.resolve({ default: { hello: 'Ciao' } });
    await toItalian;
    expect(i18n.language).toBe('en');
    // the Italian texts are there for the next switch
    await changeLocale('it');
    expect(text('lazy-race:hello')).toBe('Ciao');
  });

  it('loads anew after a failed load', async () => {
    const load = jest
      .fn<Promise<{ default: object }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: { hello: 'Hello' } });
    addResources('lazy-retry', { de: { hello: 'Hallo' }, en: lazyTexts(load) });
    await expect(changeLocale('en')).rejects.toThrow('offline');
    expect(i18n.language).toBe('de');
    await changeLocale('en');
    expect(text('lazy-retry:hello')).toBe('Hello');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads a remote's texts of the page's language when it registers them (the shell awaits it before the remote renders)", async () => {
    await changeLocale('fr');
    addResources('lazy-remote', { de: { title: 'Kunden' }, fr: lazyTexts(() => Promise.resolve({ default: { title: 'Clients' } })) });
    // registered, not loaded: the German fallback until the shell's remote area has awaited the texts
    expect(text('lazy-remote:title')).toBe('Kunden');
    await loadCurrentTexts();
    expect(text('lazy-remote:title')).toBe('Clients');
  });
});
