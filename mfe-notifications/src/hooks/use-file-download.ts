import { useCallback, useEffect, useRef, useState } from 'react';

export type DownloadState = 'idle' | 'downloading' | 'failed';

/**
 * Fetches a file and saves it under a chosen name (Blob + object URL + a.download), so a notice's
 * PDF is saved as '<headline>.pdf' rather than '3'. The object URL is revoked once the save began.
 */
export function useFileDownload(): { state: DownloadState; download: (url: string, fileName: string) => Promise<void> } {
  const [state, setState] = useState<DownloadState>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const download = useCallback(async (url: string, fileName: string) => {
    setState('downloading');
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      const objectUrl = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = fileName;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      // Some browsers read the URL after click() returns.
      setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
      if (mounted.current) setState('idle');
    } catch {
      if (mounted.current) setState('failed');
    }
  }, []);

  return { state, download };
}
