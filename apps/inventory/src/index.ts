// An async boundary: federation negotiates shared singletons before React loads.
import('./bootstrap');
