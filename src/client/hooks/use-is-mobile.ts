import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../common/constants.js';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export function useIsMobile() {
  const [isMobile, setIsMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const onChange = () => setIsMobile(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return isMobile;
}
