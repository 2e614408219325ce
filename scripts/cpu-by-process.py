#!/usr/bin/env python3
# python3 scripts/cpu-by-process.py CMD...: runs CMD (its output thrown away), samples /proc every
# 0.2 s and prints on stdout the CPU seconds its descendants used, by kind of process (Chromium's
# renderer, GPU process, browser; vite preview; Playwright's runner and workers). A process that
# lives less than 0.2 s may be missed.
import os,sys,time,subprocess,collections
hz=os.sysconf('SC_CLK_TCK')
p=subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
last={}
def kind(pid):
    try: c=open(f'/proc/{pid}/cmdline','rb').read().replace(b'\0',b' ').decode(errors='replace')
    except: return None
    if 'chromium' in c or 'chrome' in c:
        for t in ['--type=renderer','--type=gpu-process','--type=utility','--type=zygote']:
            if t in c: return t[7:]
        return 'browser'
    if 'vite' in c and 'preview' in c: return 'vite-preview'
    if 'node' in c: return 'node:'+(' '.join(c.split()[1:3])[-40:])
    return c[:30]
def desc(root):
    kids=collections.defaultdict(list)
    for d in os.listdir('/proc'):
        if d.isdigit():
            try:
                st=open(f'/proc/{d}/stat').read(); ppid=int(st.rsplit(')',1)[1].split()[1]); kids[ppid].append(int(d))
            except: pass
    out=[];st=[root]
    while st:
        x=st.pop(); out.append(x); st.extend(kids[x])
    return out
while p.poll() is None:
    for pid in desc(p.pid):
        try:
            f=open(f'/proc/{pid}/stat').read().rsplit(')',1)[1].split()
            t=(int(f[11])+int(f[12]))/hz
            k=last.get(pid,(None,0))[0] or kind(pid)
            last[pid]=(k,t)
        except: pass
    time.sleep(0.2)
agg=collections.Counter()
for k,t in last.values(): agg[k]+=t
for k,v in agg.most_common(): print('%7.1f %s'%(v,k))
print('%7.1f total'%sum(agg.values()))
