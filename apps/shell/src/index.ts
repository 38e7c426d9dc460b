// An async boundary: federation must negotiate shared singletons before React loads.
import('./bootstrap');
