// Only an async boundary: shared modules are negotiated with the host before use.
import('./bootstrap');
