import { useCallback, useState } from 'react'
import type { LatLng } from './filter-stores'

/** spec 9: how long the browser may take to find the visitor. */
export const geolocationTimeoutMs = 6000

export type NearMeStatus = 'idle' | 'locating' | 'located' | 'denied' | 'timeout' | 'unavailable'

/** "Near me": the browser's position with a 6 s timeout, and why it failed when it did. */
export function useNearMe(): { status: NearMeStatus; position: LatLng | null; locate(): void } {
  const [status, setStatus] = useState<NearMeStatus>('idle')
  const [position, setPosition] = useState<LatLng | null>(null)
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus('unavailable')
      return
    }
    setStatus('locating')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({ latitude: coords.latitude, longitude: coords.longitude })
        setStatus('located')
      },
      (error) => {
        setPosition(null)
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
  }, [])
  return { status, position, locate }
}
