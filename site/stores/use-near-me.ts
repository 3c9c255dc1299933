import { useCallback, useState } from 'react'
import type { LatLng } from './filter-stores'

/** spec 9: how long the browser may take to find the visitor. */
const geolocationTimeoutMs = 6000

export type NearMeStatus = 'idle' | 'locating' | 'located' | 'denied' | 'timeout' | 'unavailable'

/**
 * "Near me": asks the browser for the visitor's position with a 6 s timeout, hands it to
 * `onLocated` (the store locator machine keeps it), and says how the asking went.
 */
export function useNearMe(onLocated: (position: LatLng) => void): { status: NearMeStatus; locate(): void } {
  const [status, setStatus] = useState<NearMeStatus>('idle')
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus('unavailable')
      return
    }
    setStatus('locating')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        onLocated({ latitude: coords.latitude, longitude: coords.longitude })
        setStatus('located')
      },
      (error) => {
        setStatus(
          error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.TIMEOUT
              ? 'timeout'
              : 'unavailable',
        )
      },
      { timeout: geolocationTimeoutMs, maximumAge: 300_000, enableHighAccuracy: false },
    )
  }, [onLocated])
  return { status, locate }
}
