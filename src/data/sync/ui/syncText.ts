import { countWithNoun, pluralForm } from '../../../shared/lib/plural';

const changes = { one: 'изменение', few: 'изменения', many: 'изменений' };
const waits = { one: 'ждёт', few: 'ждут', many: 'ждут' };

/** «только что», «3 мин назад», «2 ч назад», «5 дн. назад»: how long ago, short. */
function ago(ms: number): string {
  const minute = Math.floor(ms / 60_000);
  if (minute < 1) return 'только что';
  if (minute < 60) return `${minute} мин назад`;
  const hour = Math.floor(minute / 60);
  if (hour < 24) return `${hour} ч назад`;
  return `${Math.floor(hour / 24)} дн. назад`;
}

/** Sync between the visitor's devices: the favorites page's menu item and status line. */
export const syncText = {
  open: 'Синхронизация',
  status: {
    synced: (msAgo: number) => `Синхронизировано · ${ago(msAgo)}`,
    connecting: 'Синхронизация…',
    offline: (pending: number) =>
      pending === 0
        ? 'Нет сети — изменения отправятся, когда она появится'
        : `Нет сети — ${countWithNoun(pending, changes)} ${pluralForm(pending, waits)} отправки`,
    pending: (pending: number) => `Отправляем ${countWithNoun(pending, changes)}…`,
    problems: {
      tampered:
        'С сервера пришло повреждённое или подделанное изменение — оно не применено. Если это повторится, отключите синхронизацию и включите её заново.',
      'store-full':
        'Копия на сервере достигла предела в 5 МБ: новые изменения не отправляются. Удалите часть заметок или фильмов.',
      gone: 'Копии на сервере больше нет (её удалили с другого устройства): синхронизация остановлена. Включите её заново, если нужно.',
      'deployment-full':
        'Сервер синхронизации переполнен и не принимает новые списки. Попробуйте позже; избранное на этом устройстве сохранено.',
      'server-full':
        'Сервер синхронизации переполнен и не принимает изменения. Они сохранены на этом устройстве и будут отправлены, когда место освободится.',
      'too-many-stores':
        'С этого адреса за час включили синхронизацию слишком много раз. Попробуйте через час.',
      server:
        'Сервер синхронизации не отвечает. Изменения сохранены на устройстве и будут отправлены позже.',
    },
  },
} as const;
