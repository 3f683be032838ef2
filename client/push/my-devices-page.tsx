import { useCallback, useEffect, useState } from 'react';
import type { PushDevice } from '../../shared/schemas/push.js';
import { ApiError } from '../lib/api-client';
import { formatPracticeInstant } from '../lib/practice-clock';
import { TopBar } from '../ui/top-bar';
import { pushApi } from './api';
import { PushKindsForm } from './push-kinds-form';
import { deviceName, PushUnavailable, subscribeThisDevice } from './subscribe-device';
import './my-devices.css';

const messageOf = (error: unknown) =>
  error instanceof PushUnavailable || error instanceof ApiError
    ? error.message
    : 'Notifications could not be turned on. Please try again.';

/**
 * /my-devices: the devices the portal may reach for me (name, push service, added, last used), with
 * Remove; and "Turn on notifications on this device". Messages, swap offers, call changes and pages
 * reach them when no tab is open; no patient data is ever in a notification.
 */
export function MyDevicesPage() {
  const [devices, setDevices] = useState<PushDevice[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const reload = useCallback(() => {
    pushApi.devices().then(setDevices, () => setSaid({ ok: false, text: 'Your devices could not be read.' }));
  }, []);
  useEffect(reload, [reload]);

  const turnOn = async () => {
    setBusy(true);
    setSaid(null);
    try {
      const subscription = await subscribeThisDevice(await pushApi.key());
      await pushApi.subscribe({
        endpoint: subscription.endpoint!,
        keys: { p256dh: subscription.keys!.p256dh!, auth: subscription.keys!.auth! },
        device_name: deviceName(navigator.userAgent),
      });
      setSaid({ ok: true, text: 'This device will get notifications.' });
      reload();
    } catch (error) {
      setSaid({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (device: PushDevice) => {
    setSaid(null);
    try {
      await pushApi.removeById(device.id);
      setSaid({ ok: true, text: `${device.device_name} will no longer get notifications.` });
      reload();
    } catch (error) {
      setSaid({ ok: false, text: messageOf(error) });
    }
  };

  return (
    <>
      <TopBar />
      <main className="page my-devices-page">
        <div className="page-heading">
          <h1>Notifications on my devices</h1>
        </div>
        <p>
          The portal tells your devices of a new message, a swap or cover offer to you, a change to your calls and a
          page, even with no tab open. A notification never holds patient information.
        </p>
        <button type="button" className="button primary" disabled={busy} onClick={turnOn}>
          {busy ? 'Turning on...' : 'Turn on notifications on this device'}
        </button>
        <p role="status" className={said?.ok === false ? 'banner error' : 'success-text'}>
          {said?.text}
        </p>
        <PushKindsForm />
        <h2>My devices</h2>
        {devices === null ? (
          <p>Loading...</p>
        ) : devices.length === 0 ? (
          <p>No device gets notifications yet.</p>
        ) : (
          <table className="my-devices">
            <thead>
              <tr>
                <th scope="col">Device</th>
                <th scope="col">Push service</th>
                <th scope="col">Added</th>
                <th scope="col">Last notified</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {devices.map((device) => (
                <tr key={device.id}>
                  <td>{device.device_name}</td>
                  <td>{device.service}</td>
                  <td>{formatPracticeInstant(device.created_at, 'dateTime')}</td>
                  <td>{device.last_used_at ? formatPracticeInstant(device.last_used_at, 'dateTime') : 'Not yet'}</td>
                  <td>
                    <button
                      type="button"
                      className="button secondary"
                      aria-label={`Remove ${device.device_name}`}
                      onClick={() => remove(device)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </main>
    </>
  );
}
