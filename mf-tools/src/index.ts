// The async boundary: shared singletons (React, MUI, @portal/shared, ...) are negotiated before bootstrap runs.
void import('./bootstrap');
