// Async boundary: webpack has to negotiate the shared singletons with the remotes before React loads.
import('./bootstrap');
