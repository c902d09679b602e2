import Foundation

/// The output folder of a build: how messages name it, and whether a build may write there.
struct OutputFolder {
    let site: URL
    let output: URL

    /// As users see it: from the site folder when inside it (`Public`), else its full path.
    var shown: String {
        let site = self.site.standardizedFileURL.path, output = self.output.standardizedFileURL.path
        return output.hasPrefix(site + "/") ? String(output.dropFirst(site.count + 1)) : output
    }

    /// A build removes from its output folder every file it did not make, so the output folder
    /// must neither be nor hold the site folder, and must neither be inside an input folder
    /// (`Content/`, `Templates/`) nor hold one: that would delete the site's own files.
    func check() throws(BuildFailed) {
        let output = RealPaths.resolveExisting(self.output.standardizedFileURL.path)
        let site = RealPaths.resolveExisting(self.site.standardizedFileURL.path)
        var wrong: String?
        if RealPaths.holds(output, site) {
            wrong = "the site folder or hold it"
        } else if let input = InputTree.roots.first(where: { RealPaths.holds(RealPaths.resolveExisting(site + "/" + $0), output) }) {
            wrong = "inside \(input)/"
        } else if let input = InputTree.roots.first(where: { RealPaths.holds(output, RealPaths.resolveExisting(site + "/" + $0)) }) {
            wrong = "hold \(input)/"
        }
        guard let wrong else { return }
        throw BuildFailed(diagnostics: [.error(shown, nil, "the output folder may not be \(wrong): a build removes from it every file it did not make; choose another folder (the default is Public/)")])
    }
}
