import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Dialog } from './dialog';
import { POPUP_PARAM, isPopupName, type PopupName } from './popup-names';

export type { PopupName };

interface PopupHistoryState {
  /** Set on the history entry that open() pushed, so close() knows it can simply go back. */
  popupPushed?: PopupName;
}

/** The popup named in the query; open() pushes its own history entry, so Back closes it rather than leaving the page. */
export function usePopup() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = searchParams.get(POPUP_PARAM);
  const current = isPopupName(raw) ? raw : null;

  const open = useCallback(
    (name: PopupName, extraParams?: Readonly<Record<string, string>>) => {
      const params = new URLSearchParams(location.search);
      params.set(POPUP_PARAM, name);
      // e.g. which product a product popup is about, so a reload or shared link shows the same one
      for (const [key, value] of Object.entries(extraParams ?? {})) params.set(key, value);
      const state: PopupHistoryState = { popupPushed: name };
      navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { state, preventScrollReset: true });
    },
    [location.hash, location.pathname, location.search, navigate],
  );

  const close = useCallback(() => {
    const state = location.state as PopupHistoryState | null;
    if (state?.popupPushed) {
      navigate(-1);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.delete(POPUP_PARAM);
    const search = params.size > 0 ? `?${params}` : '';
    navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location.hash, location.pathname, location.search, location.state, navigate]);

  return { current, isOpen: (name: PopupName) => current === name, open, close };
}

export interface PopupDialogProps {
  name: PopupName;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
}

/** A Dialog that is open while `?popup=<name>` is in the URL. */
export function PopupDialog({ name, title, children, actions, wide }: PopupDialogProps) {
  const popup = usePopup();
  return (
    <Dialog open={popup.isOpen(name)} onClose={popup.close} title={title} actions={actions} wide={wide}>
      {children}
    </Dialog>
  );
}
