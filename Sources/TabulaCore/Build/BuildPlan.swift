/// What phase 2 of a build, load and collate, made (`SiteBuilder.loadAndCollate`, or
/// `EditBuild.plan`): the model, and what render and write and record need besides.
struct BuildPlan {
    var model: SiteModeler.Result
    /// Page records and table summaries the build read (nil for a clean build; an edit
    /// build's: those of the changed tables as the last build left them).
    var previousPages: [String: BuildCache.PageRecord]?
    var previousSummaries: [String: StoredSummary]?
    /// Files that stay as they are, and whether a page of theirs needs the script (`RenderPhase.run`).
    var keptFiles: OutputPaths
    var keptScripted: Bool
    /// The site's skeleton, for the cache (nil: the recorded one stays, as an edit build leaves it).
    var skeleton: SiteSkeleton?
    /// Every problem found (an edit build's: the last build's warnings but the changed pages', then theirs).
    var diagnostics: Diagnostics
}
