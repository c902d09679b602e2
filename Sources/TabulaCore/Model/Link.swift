/// Where a row's link or an accessory goes, resolved against the site's pages.
public enum Link: Sendable, Hashable {
    /// An absolute URL with a safe scheme (http, https, mailto, tel).
    case external(String)
    /// A page of this site, by output path (e.g. `cities/index.html`), with an optional fragment.
    case page(String, fragment: String?)
    /// A fragment on the same page.
    case fragment(String)
}
