// The async boundary federation needs: shared singletons (react, the runtime...) are negotiated
// before any module that imports them runs.
void import('./bootstrap');
