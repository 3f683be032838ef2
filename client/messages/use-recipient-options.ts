import { useEffect, useState } from 'react';
import type { PersonOption } from '../../shared/schemas/users.js';
import { useSession } from '../lib/session';
import { messagesApi } from './api';

/** Active staff (everyone not a physician) and active physicians, without oneself. */
export function useRecipientOptions() {
  const ownId = useSession((state) => state.user?.id);
  const [options, setOptions] = useState<{ staff: PersonOption[]; physicians: PersonOption[] }>({
    staff: [],
    physicians: [],
  });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    Promise.all([messagesApi.staff(), messagesApi.physicians()])
      .then(([staff, physicians]) => {
        if (!active) return;
        const others = (people: PersonOption[]) => people.filter((person) => person.id !== ownId);
        setOptions({ staff: others(staff), physicians: others(physicians) });
      })
      .catch((error: unknown) => {
        console.error('Could not load the recipients', error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [ownId]);
  return { ...options, failed };
}
