import { formatDay } from '../../shared/lib/calendarDay';
import { countWithNoun, formatNumber } from '../../shared/lib/plural';
import { films } from '../../shared/text';
import { TITLE_MAX } from '../../shared/lib/limits';
import { shelfNames } from './exportText';
import type { Status } from '../favorites';

const views = { one: 'просмотр', few: 'просмотра', many: 'просмотров' };
const characters = { one: 'символ', few: 'символа', many: 'символов' };
/** Up to this many watch days are named; more are counted, with the last. */
const NAMED_DAYS = 3;
/** A note quoted in a conflict is cut to this many characters. */
const QUOTED_NOTE = 60;

const quote = (note: string) =>
  `«${note.length > QUOTED_NOTE ? `${note.slice(0, QUOTED_NOTE).trimEnd()}…` : note}»`;

function watchDays(days: readonly string[]): string {
  const count = countWithNoun(days.length, views);
  if (days.length === 1) return `просмотр ${formatDay(days[0])}`;
  if (days.length <= NAMED_DAYS) return `${count}: ${days.map(formatDay).join(', ')}`;
  return `${count}, последний ${formatDay(days[days.length - 1])}`;
}

/** «оценка 8 · просмотр 3 мая 2024 · заметка»: what a row brings; '' when nothing. */
function brings({
  rating,
  watched,
  note,
}: {
  rating?: number;
  watched?: readonly string[];
  note?: string;
}): string {
  return [
    rating !== undefined && `оценка ${rating}`,
    watched && watched.length > 0 && watchDays(watched),
    note !== undefined && 'заметка',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The import and share dialogs: loaded with them, never with the entry or the favorites page. */
export const transferText = {
  import: {
    title: 'Импорт избранного',
    hint: 'JSON из Фильмотеки, CSV из IMDb (оценки, списки, watchlist) или из Letterboxd: архив экспорта целиком (.zip) или его файлы (watched, watchlist, likes, ratings, diary), или файл импорта.',
    choose: 'Выбрать файл',
    drop: 'или перетащите файл сюда',
    dropLabel: 'Файл для импорта',
    reading: 'Читаем файл…',
    matching: (done: number, total: number) =>
      `Сопоставляем: ${formatNumber(done)} из ${formatNumber(total)}`,
    stop: 'Остановить',
    cancel: 'Отмена',
    close: 'Закрыть',
    another: 'Выбрать другой файл',
    stopped: 'Импорт остановлен, Фильмотека не изменилась.',
    done: (added: number, updated: number) =>
      added === 0
        ? `Обновлено: ${countWithNoun(updated, films)}.`
        : `Добавлено: ${countWithNoun(added, films)}, обновлено: ${formatNumber(updated)}.`,
  },
  errors: {
    empty: 'Файл пуст.',
    tooLarge: (sizeMb: string, limitMb: number) =>
      `Файл слишком большой: ${sizeMb} МБ. Наибольший размер — ${limitMb} МБ.`,
    tooManyRows: (limit: number) =>
      `Файл не импортирован: в нём больше ${formatNumber(limit)} строк, а за один раз можно импортировать не больше ${formatNumber(limit)} фильмов. Разделите файл на части не длиннее ${formatNumber(limit)} строк.`,
    notRecognized:
      'Не удалось распознать файл. Подходят JSON из Фильмотеки и CSV из IMDb или Letterboxd.',
    unknownColumns: (columns: string) =>
      `Столбцы этого CSV не похожи ни на IMDb, ни на Letterboxd: ${columns}. Нужны, например, Const и Title (IMDb) или Name и Year (Letterboxd).`,
    brokenCsv: (line: number) =>
      `CSV повреждён: незакрытые кавычки (строка ${formatNumber(line)}).`,
    brokenJson: 'Файл JSON повреждён и не читается.',
    jsonShape: 'Этот JSON не похож на экспорт Фильмотеки: в нём нет списка фильмов.',
    newerVersion: (version: number) =>
      `Файл записан более новой версией Фильмотеки (формат ${version}). Обновите страницу и попробуйте снова.`,
    noRows: 'В файле нет ни одного фильма.',
    unreadable: 'Не удалось прочитать файл.',
  },
  preview: {
    title: 'Что будет добавлено',
    fromFile: (name: string) => `Файл «${name}»`,
    fromLink: 'Список из ссылки',
    fresh: 'Новые',
    updates: 'Уже в Фильмотеке, с новыми данными',
    conflicts: 'Оценка или заметка отличаются',
    already: 'Уже в Фильмотеке или повторы',
    lowConfidence: 'Сопоставлены неточно — проверьте',
    unmatched: 'Не найдены',
    count: (count: number) => countWithNoun(count, films),
    /** Where confirming puts the films, a line per shelf that gets any. */
    placedLabel: 'Куда попадут фильмы',
    onShelf: (shelf: string, count: number) => `В «${shelf}»: ${countWithNoun(count, films)}`,
    toShelf: (shelf: string) => `в «${shelf}»`,
    toHeart: 'в избранное',
    toFavorites: (count: number) => `В избранное: ${countWithNoun(count, films)}`,
    unknownStatus: (count: number) => `Пропущено с неизвестным статусом: ${formatNumber(count)}`,
    confidence: {
      exact: 'точное совпадение',
      yearOff: 'год отличается на 1',
      titleOnly: 'совпало только название',
    },
    keep: (title: string) => `Добавить «${title}»`,
    line: (line: number) => `строка ${formatNumber(line)}`,
    lineOf: (file: string, line: number) => `${file}, строка ${formatNumber(line)}`,
    more: (count: number) => `и ещё ${formatNumber(count)}`,
    brings,
    named: (title: string, year: string) => (year ? `${title} (${year})` : title),
    ratingDiff: (ours: number, theirs: number, fromLink: boolean) =>
      `оценка: ваша ${ours} · ${fromLink ? 'в ссылке' : 'в файле'} ${theirs}`,
    noteDiff: (ours: string, theirs: string, fromLink: boolean) =>
      `заметка: ваша ${quote(ours)} · ${fromLink ? 'в ссылке' : 'в файле'} ${quote(theirs)}`,
    keepOurs: 'Оставить мою',
    takeTheirs: (fromLink: boolean) => (fromLink ? 'Взять из ссылки' : 'Взять из файла'),
    takeAll: (fromLink: boolean) => (fromLink ? 'Взять всё из ссылки' : 'Взять всё из файла'),
    reasons: {
      badId: (id: string) => `неверный IMDb ID «${id}»`,
      nothingToMatch: 'нет ни IMDb ID, ни названия',
      notFound: 'не найден в OMDb',
      stopped: 'не проверен: сопоставление прервано',
      failed: (message: string) => `ошибка: ${message}`,
      failedToAsk: 'не удалось проверить в OMDb: сервер не ответил. Попробуйте импорт позже',
      nothingToKeep:
        'ни статуса, ни «Избранного», ни оценки, ни просмотров, ни заметки — нечего добавить',
      overlongTitle: `название длиннее ${TITLE_MAX} символов — такого фильма нет в OMDb, он не искался`,
    },
    confirm: (count: number) => `Добавить ${countWithNoun(count, films)}`,
    confirmFromLink: (count: number) => `Добавить ${countWithNoun(count, films)} из ссылки`,
    confirmUpdates: (added: number, updated: number, fromLink: boolean) =>
      added === 0
        ? `Обновить ${countWithNoun(updated, films)}`
        : `Добавить ${countWithNoun(added, films)}${fromLink ? ' из ссылки' : ''} и обновить ${formatNumber(updated)}`,
    nothingNew: 'Все фильмы отсюда уже в Фильмотеке.',
    noneFound: 'Ни один фильм отсюда не найден — добавлять нечего.',
    nothingNewOrFound: 'Добавлять нечего: одни фильмы отсюда уже в Фильмотеке, другие не найдены.',
    dropped: (count: number) =>
      `Недопустимые значения (слишком длинные названия, неверные годы, типы или даты) отброшены или сокращены: ${formatNumber(count)}.`,
    wouldNotFit: (fromLink: boolean) =>
      fromLink
        ? 'Фильмы из ссылки не поместятся в памяти браузера: после перезагрузки они пропали бы, поэтому ничего не добавлено. Сохраните избранное через «Экспорт» и удалите часть списка, чтобы освободить место.'
        : 'Столько фильмов из файла не поместится в памяти браузера: после перезагрузки они пропали бы, поэтому ничего не добавлено. Разделите файл на части поменьше или уберите из него заметки и попробуйте снова.',
  },
  shelves: shelfNames,
  share: {
    title: 'Поделиться списком',
    shelfTitle: (shelf: Status) => `Поделиться полкой «${shelfNames[shelf]}»`,
    hint: 'Откройте эту ссылку на другом устройстве или отправьте её другу: перед добавлением будет показано, что в ней. Список хранится в самой ссылке, после знака #, и не уходит ни на какой сервер.',
    linkLabel: 'Ссылка на список',
    copy: 'Копировать ссылку',
    copied: 'Ссылка скопирована',
    copyFailed: 'Не удалось скопировать. Выделите ссылку и скопируйте её вручную.',
    qrLabel: (count: number) => `QR-код ссылки на ${countWithNoun(count, films)}`,
    qrTooLong: (limit: number) =>
      `QR-код вмещает примерно до ${countWithNoun(limit, films)} — для этого списка используйте ссылку.`,
    tooLong: (limit: number) =>
      `В ссылку помещается до ${countWithNoun(limit, films)}. Чтобы перенести список длиннее, сохраните его через «Экспорт» в JSON и откройте файл через «Импорт».`,
    broken: 'Ссылка повреждена: список фильмов из неё не читается.',
    withRatings: 'Добавить в ссылку мои оценки',
    ratingsLonger: (chars: number) =>
      `Ссылка станет длиннее на ${countWithNoun(chars, characters)}. Заметки и даты просмотров в ссылку не попадают.`,
    close: 'Закрыть',
  },
} as const;
