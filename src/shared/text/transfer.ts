import { countWithNoun, formatNumber } from '../lib/plural';
import { films } from '../text';

/** The import and share dialogs: loaded with them, never with the entry or the favorites page. */
export const transferText = {
  import: {
    title: 'Импорт избранного',
    hint: 'JSON из Фильмотеки, CSV из IMDb (оценки, списки, watchlist) или из Letterboxd (watched, watchlist, likes, ratings, diary или файл импорта).',
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
    stopped: 'Импорт остановлен, избранное не изменилось.',
  },
  errors: {
    empty: 'Файл пуст.',
    tooLarge: (sizeMb: string, limitMb: number) =>
      `Файл слишком большой: ${sizeMb} МБ. Наибольший размер — ${limitMb} МБ.`,
    tooManyRows: (limit: number) =>
      `В файле больше ${formatNumber(limit)} строк. Разделите его на части не длиннее ${formatNumber(limit)} строк.`,
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
    already: 'Уже в избранном или повторы',
    lowConfidence: 'Сопоставлены неточно — проверьте',
    unmatched: 'Не найдены',
    count: (count: number) => countWithNoun(count, films),
    confidence: {
      exact: 'точное совпадение',
      yearOff: 'год отличается на 1',
      titleOnly: 'совпало только название',
    },
    keep: (title: string) => `Добавить «${title}»`,
    line: (line: number) => `строка ${formatNumber(line)}`,
    more: (count: number) => `и ещё ${formatNumber(count)}`,
    reasons: {
      badId: (id: string) => `неверный IMDb ID «${id}»`,
      nothingToMatch: 'нет ни IMDb ID, ни названия',
      notFound: 'не найден в OMDb',
      stopped: 'не проверен: сопоставление прервано',
      failed: (message: string) => `ошибка: ${message}`,
    },
    confirm: (count: number) => `Добавить ${countWithNoun(count, films)}`,
    confirmFromLink: (count: number) => `Добавить ${countWithNoun(count, films)} из ссылки`,
    nothingNew: 'Все фильмы отсюда уже в избранном.',
  },
  share: {
    title: 'Поделиться списком',
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
    close: 'Закрыть',
  },
} as const;
