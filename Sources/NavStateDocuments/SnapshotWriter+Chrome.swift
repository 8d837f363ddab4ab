package import NavigationModel

/// `visible`: what a person sees around the content (``Chrome``).
extension SnapshotWriter {
    package mutating func chrome(_ chrome: Chrome) {
        json.beginObject()
        json.key("path"); json.ids(chrome.path)
        json.key("top"); json.string(chrome.path.last?.rawValue)
        json.key("navigationBar"); navigationBar(chrome.navigationBar)
        json.key("tabBar")
        if let bar = chrome.tabBar {
            json.beginObject()
            json.key("owner"); json.string(bar.owner.rawValue)
            json.key("hidden"); json.bool(bar.hidden)
            json.key("items")
            json.beginArray()
            for item in bar.items {
                json.beginObject()
                json.key("id"); json.string(item.id.rawValue)
                json.key("title"); json.string(item.title)
                json.key("image"); json.string(item.image)
                json.key("badgeValue"); json.string(item.badgeValue)
                json.key("tag"); json.int(item.tag)
                json.endObject()
            }
            json.endArray()
            json.key("selectedItem"); json.string(bar.selectedItem?.rawValue)
            json.key("showsMore"); json.bool(bar.showsMore)
            json.endObject()
        } else {
            json.null()
        }
        json.key("pageIndicator")
        if let indicator = chrome.pageIndicator {
            json.beginObject()
            json.key("owner"); json.string(indicator.owner.rawValue)
            json.key("numberOfPages"); json.int(indicator.numberOfPages)
            json.key("currentPage"); json.int(indicator.currentPage)
            json.endObject()
        } else {
            json.null()
        }
        json.key("toolbar")
        json.beginObject()
        json.key("hidden"); json.bool(chrome.toolbar.hidden)
        json.key("items"); json.items(chrome.toolbar.items)
        json.endObject()
        json.key("splitView")
        if let split = chrome.splitView {
            json.beginObject()
            json.key("owner"); json.string(split.owner.rawValue)
            json.key("displayMode"); json.string(split.displayMode.rawValue)
            json.key("isCollapsed"); json.bool(split.isCollapsed)
            json.key("columns")
            json.beginArray()
            for column in split.columns {
                json.beginObject()
                json.key("column"); json.string(column.column.rawValue)
                json.key("controller"); json.string(column.controller.rawValue)
                json.key("navigationBar"); navigationBar(column.navigationBar)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        } else {
            json.null()
        }
        json.endObject()
    }

    private mutating func navigationBar(_ bar: Chrome.NavigationBar?) {
        guard let bar else { return json.null() }
        json.beginObject()
        json.key("owner"); json.string(bar.owner.rawValue)
        json.key("hidden"); json.bool(bar.hidden)
        json.key("title"); json.string(bar.title)
        json.key("prompt"); json.string(bar.prompt)
        json.key("backButtonTitle"); json.string(bar.backButtonTitle)
        json.key("leftItems"); json.items(bar.leftItems)
        json.key("rightItems"); json.items(bar.rightItems)
        json.endObject()
    }
}
